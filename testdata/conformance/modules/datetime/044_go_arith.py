# datetime and timedelta arithmetic: the exact classes (answered in Go),
# subclasses, mixed operands, overflows and division by zero.
from datetime import datetime, timedelta, timezone, date

a = datetime(2026, 3, 1, 8, 0, 0, 250)
b = datetime(2026, 2, 27, 23, 59, 59, 999999)
d = timedelta(days=1, seconds=5, microseconds=7)
print(a + d, d + a, a - d, a - b, b - a)
print(repr((a - b) // timedelta(minutes=90)), (b - a) // timedelta(minutes=90))
print(d + d, d - d * 3, -d, abs(-d), d * 2, 3 * d, d * -1)
print(d // 2, d // -7, d // timedelta(seconds=7), -d // timedelta(hours=5))
print(d / timedelta(hours=1), (-d) / timedelta(seconds=3), d.total_seconds(), (-d).total_seconds())
print(sum([d, d, -d], timedelta()), timedelta(microseconds=1).total_seconds())
big = timedelta(days=999999999)
print(big.total_seconds(), big // timedelta(microseconds=3), big / timedelta(microseconds=7))
for f in (lambda: big + big, lambda: -big - big, lambda: big * 2, lambda: d // 0, lambda: d // timedelta(0),
          lambda: d / timedelta(0), lambda: datetime.max + d, lambda: datetime.min - d, lambda: a - 1,
          lambda: d + 1, lambda: d * 1.5, lambda: d * True, lambda: a + a):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
u = a.replace(tzinfo=timezone.utc)
e = a.replace(tzinfo=timezone(timedelta(hours=-5)))
print(u - e, e - u, u + d, (u - d).tzinfo)
try:
    print(a - u)
except Exception as ex:
    print(type(ex).__name__, ex)


class MyDT(datetime):
    pass


class MyTD(timedelta):
    pass


m = MyDT(2026, 3, 1, 8)
t = MyTD(hours=2)
print(type(m + d).__name__, type(m - d).__name__, type(m - a).__name__, type(a + t).__name__, type(t + t).__name__)
print(m + t, a - t, t * 2, t // 2, t / t, t.total_seconds(), type(-t).__name__)
print(datetime(2026, 1, 1) + timedelta(microseconds=-1), date(2026, 3, 1) + d)
