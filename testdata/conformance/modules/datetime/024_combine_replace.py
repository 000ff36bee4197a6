from datetime import datetime, date, time, timezone, timedelta
d = date(2024, 2, 29)
t = time(8, 30, 15, 250, tzinfo=timezone.utc, fold=1)
c = datetime.combine(d, t)
print(repr(c))
print(repr(datetime.combine(d, t, tzinfo=None)), repr(datetime.combine(d, time())))
print(repr(datetime.combine(datetime(2020, 1, 1, 5), time(1))))
for bad in [(1, t), (d, 1)]:
    try:
        datetime.combine(*bad)
    except TypeError as e:
        print(e)
dt = datetime(2024, 1, 31, 10)
print(dt.replace(month=4, day=30), dt.replace(year=2023, hour=0, minute=5, second=6, microsecond=7), dt.replace(fold=1).fold)
try:
    dt.replace(month=2)
except ValueError as e:
    print(e)
try:
    d.replace(year=2023)
except ValueError as e:
    print(e)
print(repr(t.replace(fold=0, tzinfo=None)))
