from datetime import datetime, date, time, timedelta, timezone
d = {}
base = datetime(2024, 1, 1)
for i in range(48):
    t = base + timedelta(hours=i)
    d.setdefault(t.date(), []).append(t.hour)
for k in sorted(d):
    print(k, len(d[k]), d[k][:3])
s = {date(2024, 1, 1), date(2024, 1, 1), datetime(2024, 1, 1).date()}
print(len(s))
u = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
e = datetime(2024, 1, 1, 7, tzinfo=timezone(timedelta(hours=-5)))
print(len({u, e}), u == e)
print(len({timedelta(1), timedelta(hours=24), timedelta(minutes=1440)}))
print(len({time(1), time(1, 0, 0, 0), time(2)}))
print(hash(datetime(2024, 1, 1)) == hash(datetime(2024, 1, 1, 0, 0)))
