# timezone(offset) (answered in Go for class timezone itself with a
# timedelta offset within a day), names, subclasses and errors.
import copy
from datetime import datetime, timedelta, timezone

for off in (timedelta(hours=-5), timedelta(0), timedelta(hours=23, minutes=59, seconds=59, microseconds=999999),
            -timedelta(hours=23, minutes=59, seconds=59, microseconds=999999), timedelta(microseconds=1)):
    z = timezone(off)
    print(repr(z), str(z), z.utcoffset(None), z.tzname(None), z == timezone(off), hash(z) == hash(timezone(off)))
print(timezone(timedelta(0)) is timezone.utc, timezone(timedelta(0), "Z"), timezone(offset=timedelta(hours=1)))
print(repr(timezone(timedelta(hours=2), "Two")), copy.deepcopy(timezone(timedelta(hours=-3))))
for args, kw in (((timedelta(days=1),), {}), ((-timedelta(days=1),), {}), ((5,), {}), ((timedelta(hours=1), 5), {}),
                 ((), {}), ((timedelta(0), "a", "b"), {}), ((), {"offset": timedelta(0), "name": None}),
                 ((timedelta(hours=1),), {"bogus": 1}),
                 ((timedelta(hours=1),), {"offset": timedelta(0)}), ((), {"name": "x"})):
    try:
        print(repr(timezone(*args, **kw)))
    except Exception as e:
        print(type(e).__name__, e)


class MyTD(timedelta):
    pass


print(type(timezone(MyTD(hours=1))).__name__, timezone(MyTD(hours=1)))
print(timezone(timedelta(hours=1), name="One"), timezone(name="N", offset=timedelta(hours=-1)))
print(datetime(2026, 3, 1, 8, tzinfo=timezone(timedelta(hours=-5))).astimezone(timezone(timedelta(0))))
