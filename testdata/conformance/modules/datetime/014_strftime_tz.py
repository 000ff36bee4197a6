from datetime import datetime, timezone, timedelta, time
tzs = [None, timezone.utc, timezone(timedelta(hours=5, minutes=30)), timezone(timedelta(hours=-8), 'PST'),
       timezone(timedelta(seconds=-3725)), timezone(timedelta(minutes=1, microseconds=17))]
for tz in tzs:
    dt = datetime(2024, 3, 1, 6, 0, tzinfo=tz)
    print(repr(dt.strftime('%z|%Z')), dt.isoformat(), str(dt), repr(tz))
print(time(1, tzinfo=timezone(timedelta(hours=3))).strftime('%H%z %Z'))
