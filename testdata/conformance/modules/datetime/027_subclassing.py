from datetime import date, datetime, timedelta, tzinfo, timezone
class MyDate(date):
    def label(self):
        return f"<{self.isoformat()}>"
class MyDT(datetime):
    pass
class MyTD(timedelta):
    pass
m = MyDate(2024, 5, 17)
print(repr(m), m.label(), type(m + timedelta(1)).__name__, type(m.replace(day=1)).__name__)
print(type(MyDate.today()).__name__, type(MyDate.fromordinal(5)).__name__, type(MyDate.fromisoformat('2024-01-01')).__name__)
x = MyDT(2024, 1, 1, 12)
print(repr(x), type(x + timedelta(1)).__name__, type(MyDT.now()).__name__, type(MyDT.strptime('2024', '%Y')).__name__)
print(type(MyDT.fromisoformat('2024-01-01T00:00')).__name__, type(MyDT.combine(date(2024, 1, 1), datetime.min.time())).__name__)
td = MyTD(hours=1)
print(repr(td), type(td + td).__name__, type(-td).__name__, td == timedelta(hours=1))
class Fixed(tzinfo):
    def __init__(self, h):
        self.h = h
    def utcoffset(self, dt):
        return timedelta(hours=self.h)
    def dst(self, dt):
        return timedelta(0)
    def tzname(self, dt):
        return f"FIX{self.h:+d}"
    def __repr__(self):
        return f"Fixed({self.h})"
dt = datetime(2024, 1, 1, 12, tzinfo=Fixed(3))
print(repr(dt), dt, dt.tzname(), dt.astimezone(timezone.utc), dt.astimezone(Fixed(-2)), dt.strftime('%Z %z'))
print(datetime.fromtimestamp(0, Fixed(1)), dt.timetuple().tm_isdst, dt.utctimetuple())
