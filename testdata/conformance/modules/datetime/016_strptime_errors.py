from datetime import datetime
cases = [('2024-13-01', '%Y-%m-%d'), ('2024-02-30', '%Y-%m-%d'), ('2024-01-01 extra', '%Y-%m-%d'), ('x', '%Y'),
         ('2024', '%Y %'), ('2024', '%Q'), ('29 Feb', '%d %b'), ('30 Feb', '%d %b'), ('2024 10', '%G %V'),
         ('10 3', '%V %u'), ('2024 10 3', '%Y %V %u'), ('2024 5 1', '%G %V %j'), ('1', '%D'), ('', '%Y'),
         ('2024-01-01', '')]
for s, f in cases:
    try:
        print(repr(datetime.strptime(s, f)))
    except ValueError as e:
        print('ValueError', e)
for a in [(1, '%Y'), ('2024', 5)]:
    try:
        datetime.strptime(*a)
    except TypeError as e:
        print('TypeError', e)
