import time
for s, f in [('2024-03-15 14:30:45', '%Y-%m-%d %H:%M:%S'), ('Fri Mar 15 14:30:45 2024', '%a %b %d %H:%M:%S %Y'),
             ('15 March 2024', '%d %B %Y'), ('11:59 PM', '%I:%M %p'), ('2024-075', '%Y-%j'), ('2024 +0530 UTC', '%Y %z %Z'),
             ('99', '%y'), ('1/2/03', '%m/%d/%y')]:
    t = time.strptime(s, f)
    print(t, t.tm_zone, t.tm_gmtoff)
print(time.strptime('Fri Mar 15 14:30:45 2024'))
for s, f in [('2024', '%Y-%m'), ('2024-01-01x', '%Y-%m-%d'), ('1', '%Q')]:
    try:
        time.strptime(s, f)
    except ValueError as e:
        print(e)
for a in [(1,), ('1', 1)]:
    try:
        time.strptime(*a)
    except TypeError as e:
        print(e)
