meetings = [("09:00", "10:30"), ("10:15", "11:00"), ("13:00", "14:00"), ("11:00", "11:30"), ("15:45", "16:00"), ("13:30", "13:45")]

def minutes(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)

def fmt(m):
    return f"{m // 60:02d}:{m % 60:02d}"

spans = sorted((minutes(a), minutes(b)) for a, b in meetings)
merged = [list(spans[0])]
for start, end in spans[1:]:
    if start <= merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], end)
    else:
        merged.append([start, end])
print("busy:", [f"{fmt(a)}-{fmt(b)}" for a, b in merged])
day = (minutes("09:00"), minutes("17:00"))
free, cursor = [], day[0]
for a, b in merged:
    if a > cursor:
        free.append((cursor, a))
    cursor = max(cursor, b)
if cursor < day[1]:
    free.append((cursor, day[1]))
print("free:", [f"{fmt(a)}-{fmt(b)} ({b - a}m)" for a, b in free])
print("longest free block:", max(b - a for a, b in free), "minutes")
