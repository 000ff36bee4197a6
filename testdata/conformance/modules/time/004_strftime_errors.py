import time
cases = [(2020, 13, 1, 0, 0, 0, 0, 1, 0), (2020, 1, 32, 0, 0, 0, 0, 1, 0), (2020, 1, 1, 24, 0, 0, 0, 1, 0),
         (2020, 1, 1, 0, 60, 0, 0, 1, 0), (2020, 1, 1, 0, 0, 62, 0, 1, 0), (2020, 1, 1, 0, 0, 0, 0, 367, 0),
         (2020, 1, 1, 0, 0, 0, -2, 1, 0), (2020, 1, 1, 0, 0, 61, 9, 1, 5), (2020, 1, 1), [2020, 1, 1, 0, 0, 0, 0, 1, 0],
         (2020.5, 1, 1, 0, 0, 0, 0, 1, 0), 'x']
for c in cases:
    try:
        print(repr(time.strftime('%Y-%m-%d %a %S', c)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    time.strftime(5)
except TypeError as e:
    print(e)
