# astimezone and strftime with fixed-offset zones (answered in Go for
# class timezone itself), other tzinfo classes, subclasses and overflows.
from datetime import datetime, timedelta, timezone, tzinfo

a = datetime(2026, 3, 1, 8, 0, 0, 250)
utc = a.replace(tzinfo=timezone.utc)
est = timezone(timedelta(hours=-5))
odd = timezone(timedelta(hours=5, minutes=30, seconds=15, microseconds=7), "ODD")
for z in (est, odd, timezone.utc, timezone.min, timezone.max):
    b = utc.astimezone(z)
    print(b, b.strftime("%Y-%m-%d %H:%M:%S.%f %z|%%z|%a"), b.tzinfo is z)
print(utc.astimezone(timezone.utc) is utc, utc.astimezone(est).astimezone(odd))
print(utc.strftime("%Z %z"), utc.astimezone(odd).strftime("%Z"), est.tzname(None))
print(a.strftime("[%z][%Z]"), utc.strftime(""), utc.strftime("no directives"))
for f in (lambda: datetime.min.replace(tzinfo=timezone.utc).astimezone(est),
          lambda: datetime.max.replace(tzinfo=timezone.utc).astimezone(odd),
          lambda: utc.astimezone(5), lambda: utc.astimezone(est, 1), lambda: utc.strftime(5),
          lambda: utc.astimezone(tz=est), lambda: utc.astimezone(est, tz=est), lambda: utc.astimezone(x=1)):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Fixed(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=2)

    def tzname(self, dt):
        return "FX"

    def dst(self, dt):
        return timedelta(0)


class MyDT(datetime):
    pass


f = a.replace(tzinfo=Fixed())
print(f.astimezone(est), utc.astimezone(Fixed()).strftime("%H:%M %z %Z"), f.strftime("%z"))
m = MyDT(2026, 3, 1, 8, tzinfo=timezone.utc)
print(type(m.astimezone(est)).__name__, m.astimezone(est), m.strftime("%H %z"))
