# bench: agent
# Timestamps from logs and APIs: parsing ISO 8601 strings, timedelta
# arithmetic and bucketing into hours and days, strftime, sorting events by
# time, durations between consecutive events, timezone-aware values.
from datetime import date, datetime, timedelta, timezone

START = datetime(2026, 3, 1, 8, 0, 0)
KINDS = ["login", "search", "tool_call", "error", "logout"]


def make_events(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        t = START + timedelta(seconds=(x >> 3) % (14 * 86400), milliseconds=x % 1000)
        out.append((t.isoformat(), KINDS[(x >> 7) % 5], f"u{x % 40}"))
    return out


events = make_events(12000, 3)
print(events[0], events[-1])

for rnd in range(3):
    parsed = [(datetime.fromisoformat(ts), kind, user) for ts, kind, user in events]
    parsed.sort(key=lambda e: (e[0], e[2]))

    per_hour = {}
    per_day = {}
    for t, kind, user in parsed:
        hour = t.replace(minute=0, second=0, microsecond=0)
        per_hour[hour] = per_hour.get(hour, 0) + 1
        day = t.date()
        per_day.setdefault(day, {}).setdefault(kind, 0)
        per_day[day][kind] += 1

    busiest = sorted(per_hour.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    gaps = []
    last = {}
    for t, kind, user in parsed:
        prev = last.get(user)
        if prev is not None:
            gaps.append(t - prev)
        last[user] = t
    longest = max(gaps)
    mean_gap = sum(gaps, timedelta()) / len(gaps)

    buckets = {}
    origin = parsed[0][0]
    width = timedelta(minutes=90)
    for t, kind, user in parsed:
        if kind == "error":
            k = (t - origin) // width
            buckets[k] = buckets.get(k, 0) + 1

    aware = [t.replace(tzinfo=timezone.utc).astimezone(timezone(timedelta(hours=-5))) for t, _, _ in parsed[:2000]]
    stamps = [a.strftime("%Y-%m-%d %H:%M %z") for a in aware]
    weekdays = {}
    for t, _, _ in parsed:
        w = t.strftime("%A")
        weekdays[w] = weekdays.get(w, 0) + 1

    if rnd == 0:
        for h, n in busiest:
            print(h.strftime("%a %d %b %H:00"), n)
        for d in sorted(per_day)[:3]:
            print(d.isoformat(), sorted(per_day[d].items()))
        print("longest gap", longest, "mean gap", mean_gap)
        print("error buckets", len(buckets), max(buckets.items(), key=lambda kv: (kv[1], -kv[0])))
        print(stamps[0], stamps[-1])
        print(sorted(weekdays.items()))
        print(date(2026, 3, 14) - date(2026, 1, 1), (START + timedelta(days=45)).isocalendar())
        print(datetime.strptime("2026-03-05 14:30:00", "%Y-%m-%d %H:%M:%S").timestamp() - START.timestamp())
