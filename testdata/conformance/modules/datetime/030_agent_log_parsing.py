from datetime import datetime, timedelta
log = """2024-03-15 08:00:01 INFO start
2024-03-15 08:00:07 WARN slow
2024-03-15 08:01:30 INFO step
2024-03-15 09:15:00 ERROR fail
2024-03-16 00:00:00 INFO midnight"""
events = []
for line in log.splitlines():
    d, t, level, msg = line.split(' ', 3)
    events.append((datetime.strptime(d + ' ' + t, '%Y-%m-%d %H:%M:%S'), level, msg))
for (a, _, m1), (b, _, m2) in zip(events, events[1:]):
    print(f"{m1} -> {m2}: {b - a} ({(b - a).total_seconds():.0f}s)")
span = events[-1][0] - events[0][0]
print('span', span, span.days, span.seconds // 3600)
by_hour = {}
for ts, level, _ in events:
    key = ts.replace(minute=0, second=0)
    by_hour[key] = by_hour.get(key, 0) + 1
for k, v in sorted(by_hour.items()):
    print(k.strftime('%Y-%m-%d %H:00'), v)
print(max(events)[0].isoformat(), min(e[0] for e in events).strftime('%a %d %b'))
