from datetime import timezone, timedelta, datetime
tzs = [timezone.utc, timezone(timedelta(0)), timezone(timedelta(hours=1)), timezone(timedelta(hours=-5), 'EST'),
       timezone(timedelta(hours=5, minutes=45)), timezone.min, timezone.max, timezone(timedelta(microseconds=-1))]
for tz in tzs:
    print(repr(tz), str(tz), tz.utcoffset(None), tz.dst(None), tz.tzname(None))
print(timezone(timedelta(0)) is timezone.utc, timezone(timedelta(0), 'UTC') is timezone.utc, timezone.utc == timezone(timedelta(0), 'Z'))
print(timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), 'X'), hash(timezone(timedelta(hours=1))) == hash(timezone(timedelta(hours=1), 'X')))
for args in [(timedelta(hours=24),), (timedelta(hours=-24),), (5,), (timedelta(1), 'x'), (timedelta(hours=1), 5)]:
    try:
        timezone(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
dt = datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=2)))
print(dt.utcoffset(), dt.tzname(), dt.dst(), timezone.utc.fromutc(datetime(2024, 1, 1, tzinfo=timezone.utc)))
try:
    timezone.utc.utcoffset(5)
except TypeError as e:
    print(e)
