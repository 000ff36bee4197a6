# date/datetime replace() (fields kept, tzinfo=None, fold), ISO week 53
# checks of fromisocalendar, fromutc through a DST tzinfo, datetime
# subtraction forms, timezone reprs.
from datetime import date, datetime, timedelta, timezone, tzinfo
d = date(2024, 2, 29)
print(d.replace(year=2028), d.replace(month=3, day=1), d.replace())
try:
    d.replace(year=2023)
except ValueError as e:
    print(e)
dt = datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=timezone.utc, fold=0)
print(repr(dt.replace(tzinfo=None)), repr(dt.replace(hour=9, fold=1)), dt.replace(microsecond=0).tzinfo, repr(dt.replace()))
for y, w, wd in [(2020, 53, 1), (2021, 53, 1), (2015, 53, 7), (2024, 0, 1), (2024, 1, 8), (10000, 1, 1), (2004, 53, 5)]:
    try:
        print(date.fromisocalendar(y, w, wd))
    except ValueError as e:
        print('ValueError', e)
class Eastern(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=-5) + self.dst(dt)
    def dst(self, dt): return timedelta(hours=1) if 3 <= dt.month <= 10 else timedelta(0)
    def tzname(self, dt): return 'E'
e = Eastern()
print(datetime(2024, 7, 1, 12, tzinfo=timezone.utc).astimezone(e), datetime(2024, 1, 1, 12, tzinfo=timezone.utc).astimezone(e))
print(datetime(2024, 3, 1) - timedelta(days=1), datetime(2024, 3, 1) - datetime(2024, 2, 1), datetime(2024, 1, 1).__sub__(3))
print(repr(timezone(timedelta(hours=2), 'X')), timezone.utc, repr(timezone(timedelta(0))))
