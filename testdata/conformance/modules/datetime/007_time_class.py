from datetime import time, timezone, timedelta
ts = [time(), time(1), time(1, 2), time(1, 2, 3), time(1, 2, 3, 4), time(12, 30, tzinfo=timezone.utc),
      time(23, 59, 59, 999999, tzinfo=timezone(timedelta(hours=-5))), time(5, fold=1)]
for t in ts:
    print(repr(t), str(t), t.isoformat(), t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold)
    print(' ', t.utcoffset(), t.dst(), t.tzname())
t = time(13, 5, 9, 123456)
for spec in ['auto', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds']:
    print(spec, t.isoformat(spec), t.isoformat(timespec=spec))
try:
    t.isoformat('nanos')
except ValueError as e:
    print(e)
print(time.min, time.max, time.resolution, bool(time(0)))
print(t.replace(hour=1), t.replace(microsecond=0), t.replace(tzinfo=timezone.utc))
print(t.strftime('%H:%M:%S.%f %p %I'), format(t, '%H h'), f"{t}")
