# date, datetime and timedelta as dict keys and set members: equal values
# built different ways hash alike (zones, folds, subclasses, timedelta
# normalisation), orderings of dates and timedeltas, and comparisons
# with other types.
from datetime import date, datetime, timedelta, timezone

d1, d2 = date(2026, 3, 1), date.fromisoformat("2026-03-01")
t1 = timedelta(hours=36)
t2 = timedelta(days=1, seconds=43200)
t3 = timedelta(microseconds=36 * 3600 * 10**6)
print(d1 == d2, hash(d1) == hash(d2), t1 == t2 == t3, len({t1, t2, t3}), len({d1, d2}))
print(d1 < date(2026, 3, 2), d1 >= d2, date(2025, 12, 31) > d1, d1 != d2, d1 == "2026-03-01")
print(t1 > timedelta(0), -t1 < t1, t1 <= t2, t1 >= t3, max([t1, -t1, timedelta(hours=40)]))
try:
    t1 < 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    d1 <= 3
except TypeError as e:
    print(type(e).__name__, e)
utc, est = timezone.utc, timezone(timedelta(hours=-5))
x = datetime(2026, 3, 1, 13, tzinfo=utc)
y = datetime(2026, 3, 1, 8, tzinfo=est)
n0 = datetime(2026, 11, 1, 1, 30)
n1 = n0.replace(fold=1)
print(x == y, hash(x) == hash(y), n0 == n1, hash(n0) == hash(n1), len({x, y, n0, n1}))


class Day(date):
    pass


class Span(timedelta):
    pass


print(Day(2026, 3, 1) == d1, hash(Day(2026, 3, 1)) == hash(d1), Span(hours=36) == t1,
      hash(Span(hours=36)) == hash(t1), Span(hours=1) < t1)
counts = {}
for k in [d1, d2, Day(2026, 3, 1), date(2026, 3, 2), datetime(2026, 3, 1), datetime(2026, 3, 1, 0, 0)]:
    counts[k] = counts.get(k, 0) + 1
print(sorted((type(k).__name__, str(k), v) for k, v in counts.items()))
print(sorted({timedelta(minutes=m % 7) for m in range(30)}))
print(sorted([date(2026, m % 12 + 1, 1) for m in range(5, 15)])[:3])
print(d1.__eq__(5), t1.__lt__("x"), date.__lt__(d1, date(2027, 1, 1)), timedelta.__hash__(t1) == hash(t2))
