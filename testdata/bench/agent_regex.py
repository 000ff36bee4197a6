# bench: agent
# Regex scanning over logs: findall, finditer with groups, sub with a
# function, split, fullmatch validation and named groups.
import re

LEVELS = ["INFO", "WARN", "ERROR", "DEBUG"]
lines = []
for i in range(32000):
    lines.append(
        f"2024-05-{i % 28 + 1:02d}T{i % 24:02d}:{i % 60:02d}:{(i * 7) % 60:02d}Z "
        f"{LEVELS[i % 4]} [worker-{i % 13}] request id=req_{i:06x} took {i % 997}ms "
        f"user=user{i % 101}@example.com path=/api/v{i % 3 + 1}/items/{i}"
    )
log = "\n".join(lines)

LINE = re.compile(r"^(?P<date>\d{4}-\d\d-\d\d)T(?P<time>[\d:]+)Z (?P<level>[A-Z]+) \[(?P<worker>[\w-]+)\] (?P<rest>.*)$", re.M)
levels = {}
slow = 0
for m in LINE.finditer(log):
    levels[m.group("level")] = levels.get(m.group("level"), 0) + 1
    took = re.search(r"took (\d+)ms", m.group("rest"))
    if took and int(took.group(1)) > 900:
        slow += 1
print(sorted(levels.items()), slow)

emails = re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", log)
print(len(emails), len(set(emails)), emails[:2])
ids = re.findall(r"id=(req_[0-9a-f]+)", log)
print(len(ids), ids[-1])
redacted = re.sub(r"user(\d+)@example\.com", lambda m: f"<user #{int(m.group(1)) % 10}>", log[:200000])
print(redacted[:160])
parts = re.split(r"\s+|/", lines[12345])
print(parts)
valid = sum(1 for l in lines[:8000] if re.fullmatch(r".*path=/api/v[12]/items/\d+", l))
print(valid)
words = re.compile(r"\b[a-z]{4,}\b")
print(sum(len(words.findall(l)) for l in lines[:12000]))
