import re
from collections import Counter

log = """2024-01-15 10:23:45 ERROR [db] Connection timeout after 30s (host=db1.example.com)
2024-01-15 10:23:46 INFO  [api] GET /users/42 200 12ms
2024-01-15 10:24:01 WARN  [api] POST /orders 429 3ms
2024-01-15 10:24:05 ERROR [api] GET /users/7 500 120ms
2024-01-15 10:25:00 INFO  [db] Reconnected (host=db2.example.com)
"""
line_re = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>\w+)\s+\[(?P<mod>\w+)\] (?P<msg>.*)$", re.M)
entries = [m.groupdict() for m in line_re.finditer(log)]
for e in entries:
    print(e["time"], e["level"], e["mod"], e["msg"][:30])
print(Counter(e["level"] for e in entries))
req = re.compile(r"(GET|POST|PUT|DELETE) (\S+) (\d{3}) (\d+)ms")
for method, path, status, ms in req.findall(log):
    print(method, path, int(status), int(ms))
print(re.findall(r"host=([\w.]+)", log))
print(sorted(set(re.findall(r"\[(\w+)\]", log))))
slow = [m.group(0) for m in re.finditer(r"\d+ms", log) if int(m.group(0)[:-2]) > 10]
print(slow)
print(re.sub(r"\d{4}-\d{2}-\d{2}", "<date>", log.splitlines()[0]))
print(re.sub(r"(?<=/users/)\d+", "{id}", log))
