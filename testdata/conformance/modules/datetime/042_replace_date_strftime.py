# datetime.replace, date() and strftime on every path: keywords (None and
# tzinfo=True keep a field, tzinfo=None drops the zone), positional
# fields, fold, bad values and names, ints from __index__, subclasses,
# and strftime directives with and without a zone.
from datetime import datetime, timedelta, timezone

dt = datetime(2026, 3, 1, 8, 30, 15, 250000)
aw = dt.replace(tzinfo=timezone(timedelta(hours=2), "CEST"))


class Ix:
    def __index__(self):
        return 7


print(repr(dt.replace(minute=0, second=0, microsecond=0)), repr(dt.replace()))
print(repr(aw.replace(tzinfo=None)), repr(dt.replace(fold=1)), repr(dt.replace(fold=True)))
print(repr(dt.replace(2027, 4)), repr(dt.replace(day=Ix())), repr(dt.replace(month=True)))
for kw in [{"month": 13}, {"day": 31, "month": 4}, {"hour": -1}, {"fold": 2}, {"tzinfo": "UTC"},
           {"second": 1.5}, {"minutes": 3}, {"year": 10000}, {"microsecond": 10**6},
           {"year": None}, {"fold": None}, {"tzinfo": True}]:
    try:
        dt.replace(**kw)
    except (TypeError, ValueError) as e:
        print(sorted(kw), type(e).__name__, e)


class Stamp(datetime):
    pass


s = Stamp(2026, 3, 1, 8)
print(type(s.replace(hour=9)).__name__, repr(s.date()), type(s.date()).__name__, s.strftime("%H|%d"))
print(repr(dt.date()), repr(aw.date()), dt.date() == aw.date())
print(dt.strftime("%Y-%m-%d %H:%M:%S.%f %j %a %A %b %B %p %I %U %W %w %y %%"))
print(aw.strftime("%z %Z %H:%M"), dt.strftime("%z|%Z|"), datetime(5, 1, 2).strftime("%Y %C %G %V %u"))
print(dt.strftime(""), dt.strftime("plain"), aw.strftime("%c"), dt.strftime("%x %X %D %T %R %e"))
try:
    dt.strftime(42)
except TypeError as e:
    print(type(e).__name__, e)
from datetime import date, time
for f in (lambda: date(2026, 3, 1).replace(year=None), lambda: time(1, 2).replace(hour=None),
          lambda: time(1, 2).replace(tzinfo=True), lambda: datetime.combine(date(2026, 1, 1), time(1), tzinfo=True)):
    try:
        print(repr(f()))
    except TypeError as e:
        print(type(e).__name__, e)
for f in (lambda: dt.replace(1, 2, 3, 4, 5, 6, 7, None, 9), lambda: dt.replace(2020, year=2021),
          lambda: dt.replace(1, 2, 3, 4, 5, 6, 7, None, fold=1, x=1), lambda: s.replace(bad=1)):
    try:
        f()
    except TypeError as e:
        print(type(e).__name__, e)
print(repr(s.replace(2030, 5, fold=1)), repr(dt.replace(2027, 1, 2, 3, 4, 5, 6, timezone.utc, fold=0)))
print(repr(date(2026, 3, 1).replace(day=9)), repr(time(1, 2).replace(minute=5)), repr(datetime.combine(date(2026, 1, 1), time(1))))
print(datetime.replace(dt, hour=1).hour, datetime.date(dt), datetime.strftime(dt, "%H"))
