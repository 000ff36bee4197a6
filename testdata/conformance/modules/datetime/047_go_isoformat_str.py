# isoformat and str of datetimes (answered in Go for class datetime, naive
# or with a zone of class timezone), with separators, timespecs, other
# tzinfo classes and subclasses.
from datetime import datetime, timedelta, timezone, tzinfo

odd = timezone(timedelta(hours=-3, minutes=-30, seconds=-5, microseconds=-1))
vals = [datetime(2026, 3, 1, 8, 5, 9), datetime(2026, 3, 1, 8, 5, 9, 7), datetime(12, 1, 2),
        datetime(2026, 3, 1, tzinfo=timezone.utc), datetime(2026, 3, 1, 23, 59, 59, 999999, tzinfo=odd),
        datetime(9999, 12, 31, 1, 2, 3, tzinfo=timezone(timedelta(hours=5, minutes=45))),
        datetime(2026, 3, 1, 8, fold=1)]
for v in vals:
    print(v.isoformat(), str(v), v.isoformat(" "), v.isoformat("é"), f"{v}")
print(vals[1].isoformat(sep="_"), vals[1].isoformat(timespec="milliseconds"), vals[4].isoformat("T", "minutes"))
for f in (lambda: vals[0].isoformat("ab"), lambda: vals[0].isoformat(""), lambda: vals[0].isoformat(5),
          lambda: vals[0].isoformat("T", "nope"), lambda: vals[0].isoformat("T", "auto", 1),
          lambda: vals[0].isoformat(x=1), lambda: vals[0].isoformat("T", sep="T"), lambda: vals[3].astimezone(None, tz=None)):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Fixed(tzinfo):
    def utcoffset(self, dt):
        return timedelta(minutes=-90)


class MyDT(datetime):
    def isoformat(self, sep="T", timespec="auto"):
        return "mine:" + super().isoformat(sep, timespec)


print(datetime(2026, 3, 1, 8, tzinfo=Fixed()).isoformat(), str(datetime(2026, 3, 1, 8, tzinfo=Fixed())))
print(MyDT(2026, 3, 1, 8).isoformat(), str(MyDT(2026, 3, 1, 8)), MyDT(2026, 3, 1, 8).isoformat("x"))
