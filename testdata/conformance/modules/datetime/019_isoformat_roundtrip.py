from datetime import datetime, timezone, timedelta, date, time
vals = [datetime(2024, 1, 2, 3, 4, 5, 6), datetime(2024, 1, 2), datetime(1, 1, 1, tzinfo=timezone.utc),
        datetime(2024, 6, 30, 23, 59, 59, 999999, tzinfo=timezone(timedelta(hours=-3, minutes=-30))),
        datetime(2024, 6, 30, 12, tzinfo=timezone(timedelta(seconds=45)))]
for v in vals:
    s = v.isoformat()
    back = datetime.fromisoformat(s)
    print(s, back == v, repr(back))
for spec in ['hours', 'minutes', 'seconds', 'milliseconds', 'microseconds', 'auto']:
    print(vals[0].isoformat(timespec=spec), vals[3].isoformat(timespec=spec))
print(date(2024, 5, 6).isoformat(), date.fromisoformat(date(33, 1, 2).isoformat()))
print(time.fromisoformat(time(1, 2, 3, 400).isoformat()))
try:
    vals[0].isoformat(sep='ab')
except TypeError as e:
    print(e)
