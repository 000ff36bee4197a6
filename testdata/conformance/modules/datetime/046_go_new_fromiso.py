# timedelta() from ints and datetime.fromisoformat (answered in Go for the
# classes themselves), with floats, bools, binding errors, subclasses and
# overflows that keep python3's results and messages.
import copy
from datetime import datetime, timedelta

print(repr(timedelta()), repr(timedelta(1, 2, 3, 4, 5, 6, 7)), repr(timedelta(hours=-5)))
print(timedelta(seconds=1209599, milliseconds=999), timedelta(minutes=90), timedelta(weeks=-1, days=3))
print(timedelta(days=0.5, seconds=1.25), timedelta(microseconds=-1), timedelta(days=True), timedelta(seconds=10**6))
print(timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999) == timedelta.max)
for args, kw in (((), {"days": 10**9}), ((), {"weeks": 10**20}), ((1,), {"days": 1}), ((), {"years": 1}),
                 ((1, 2, 3, 4, 5, 6, 7, 8), {}), (("1",), {}), ((), {"hours": None}), ((-10**9,), {})):
    try:
        print(repr(timedelta(*args, **kw)))
    except Exception as e:
        print(type(e).__name__, e)


class MyTD(timedelta):
    pass


m = MyTD(hours=3)
print(type(m).__name__, m, type(copy.copy(timedelta(5))).__name__, copy.deepcopy(timedelta(2, 3)))


class MyDT(datetime):
    pass


print(repr(datetime.fromisoformat("2026-03-01T08:00:00.123")), datetime.fromisoformat("2026-03-01"))
print(repr(datetime.fromisoformat("2026-03-01T08:00:00+05:30")), type(MyDT.fromisoformat("2026-03-01T08")).__name__)
for s in ("2026-13-01", "2026-03-01T25:00", "", "nonsense", 5, None):
    try:
        print(repr(datetime.fromisoformat(s)))
    except Exception as e:
        print(type(e).__name__, e)
try:
    datetime.fromisoformat()
except TypeError as e:
    print("TypeError")
