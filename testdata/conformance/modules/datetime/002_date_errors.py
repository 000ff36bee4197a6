from datetime import date
cases = [(), (2020,), (2020, 1), (1, 2, 3, 4), (0, 1, 1), (10000, 1, 1), (2020, 0, 1), (2020, 13, 1),
         (2023, 2, 29), (2020, 4, 31), (2020, 1, 0), (2020.0, 1, 1), ("2020", 1, 1), (2020, 1.5, 1)]
for args in cases:
    try:
        print(date(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    date(2020, 1, 1, foo=1)
except TypeError as e:
    print(e)
try:
    date(year=2020, month=1, dy=1)
except TypeError as e:
    print(e)
print(date(year=2020, month=5, day=17), date(2020, day=3, month=4))
