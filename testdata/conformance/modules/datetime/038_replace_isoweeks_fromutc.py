# replace() on date, time and datetime (tzinfo=None versus unchanged, fold),
# ISO week 53, subtraction, fromutc through a DST-aware tzinfo, and the
# repr order of tzinfo and fold.
from datetime import date, datetime, time, timedelta, timezone, tzinfo
def T(label, fn):
    try:
        print(label, '->', fn())
    except Exception as e:
        print(label, '->', type(e).__name__, e)
d = date(2024, 2, 29)
T('date replace', lambda: (d.replace(), d.replace(year=2023, day=28), d.replace(month=3)))
T('date bad', lambda: d.replace(year=2023))
tz = timezone(timedelta(hours=2), 'X')
t = time(1, 2, 3, 4, tz, fold=1)
T('time replace', lambda: (repr(t.replace()), repr(t.replace(tzinfo=None)), repr(t.replace(hour=5, fold=0)), t.replace(microsecond=9).fold))
dt = datetime(2020, 1, 2, 3, 4, 5, 6, tz, fold=1)
T('dt replace', lambda: (repr(dt.replace()), repr(dt.replace(tzinfo=None, year=2021)), dt.replace(second=0).fold, repr(dt.replace(fold=0))))
T('dt bad', lambda: dt.replace(month=13))
for y, w in [(2020, 53), (2021, 53), (2015, 53), (2026, 53), (2004, 53), (2020, 0), (2020, 54), (2020, 52)]:
    T(f'iso {y}-{w}', lambda: date.fromisocalendar(y, w, 1))
T('iso day', lambda: date.fromisocalendar(2020, 1, 8))
T('iso year', lambda: date.fromisocalendar(0, 1, 1))
T('sub', lambda: (dt - timedelta(days=1), dt - datetime(2020, 1, 1, tzinfo=timezone.utc), datetime(2020,1,2) - datetime(2020,1,1)))
T('sub naive', lambda: dt - datetime(2020, 1, 1))
class D(datetime):
    pass
T('subclass', lambda: (type(D(2020,1,1).replace(day=3)).__name__, D(2020,1,2) - D(2020,1,1)))
class Eastern(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=-5) + self.dst(dt)
    def dst(self, dt):
        return timedelta(hours=1) if 4 <= dt.month <= 10 else timedelta(0)
    def tzname(self, dt): return 'E'
e = Eastern()
for m in (1, 6):
    T(f'fromutc {m}', lambda: datetime(2020, m, 1, 12, tzinfo=timezone.utc).astimezone(e))
T('utc', lambda: (repr(timezone.utc), repr(timezone(timedelta(0))), timezone.min, timezone.max))
