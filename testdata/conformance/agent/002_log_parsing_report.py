LOG = """\
2024-05-01 10:00:01 INFO  api     request /users 200 12ms
2024-05-01 10:00:02 WARN  api     request /users 429 3ms
2024-05-01 10:00:05 ERROR db      timeout after 5000ms
2024-05-01 10:01:00 INFO  api     request /orders 200 48ms
2024-05-01 10:01:30 INFO  worker  job 17 done
2024-05-01 10:02:10 ERROR api     request /orders 500 230ms
2024-05-01 10:02:11 INFO  api     request /users 200 9ms
"""
levels = {}
latencies = {}
errors = []
for line in LOG.splitlines():
    date, time, level, component, *rest = line.split()
    levels[level] = levels.get(level, 0) + 1
    if rest[0] == "request":
        path, status, ms = rest[1], int(rest[2]), int(rest[3].removesuffix("ms"))
        latencies.setdefault(path, []).append(ms)
    if level == "ERROR":
        errors.append(f"{time} {component}: {' '.join(rest)}")
print("levels:", levels)
for path, ms in sorted(latencies.items()):
    print(f"{path:8} n={len(ms)} avg={sum(ms) / len(ms):6.1f}ms max={max(ms)}ms")
print("errors:")
for e in errors:
    print("  " + e)
