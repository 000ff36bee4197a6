# Comparisons of datetimes along every path: naive pairs, the same tzinfo
# object, equal instants in different zones, naive against aware, against
# dates and other types, subclasses, the dunders called directly, folds,
# and sorting tuples whose first items are datetimes.
from datetime import date, datetime, timedelta, timezone

a = datetime(2026, 3, 1, 8, 0, 0)
b = datetime(2026, 3, 1, 8, 0, 0, 1)
utc = timezone.utc
est = timezone(timedelta(hours=-5))
au = datetime(2026, 3, 1, 13, 0, tzinfo=utc)
ae = datetime(2026, 3, 1, 8, 0, tzinfo=est)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == a.replace())
print(au == ae, au < ae, au <= ae, au >= ae, au != ae, hash(au) == hash(ae))
print(a == au, a != au)
for op in ("<", "<=", ">", ">="):
    try:
        eval("a %s au" % op)
    except TypeError as e:
        print(op, type(e).__name__, e)
print(a == date(2026, 3, 1), date(2026, 3, 1) == a)
try:
    a < date(2026, 3, 1)
except TypeError as e:
    print(type(e).__name__, e)
print(a == 5, a != "x", a.__eq__(5), a.__lt__(None), datetime.__lt__(a, b), datetime.__ge__(b, a))
try:
    a < 5
except TypeError as e:
    print(type(e).__name__, e)


class Stamp(datetime):
    pass


s = Stamp(2026, 3, 1, 8, 0, 0)
print(s == a, a == s, s < b, b > s, type(max(s, a)).__name__, type(min(a, s)).__name__)
f0 = datetime(2026, 11, 1, 1, 30)
f1 = f0.replace(fold=1)
print(f0 == f1, f0 < f1, f1 > f0, f0.fold, f1.fold)
events = [(datetime(2026, 3, 1, 8, m % 7, m % 3), "u%d" % (m % 4)) for m in range(30)]
events.sort()
print(events[0], events[-1])
print(sorted([ae, au, datetime(2026, 3, 1, 12, tzinfo=utc)])[0].isoformat())
print(max(datetime(2026, 1, d) for d in range(1, 29)).day, a.__ne__(b), a.__le__(a))
