import bisect

# Find which bucket a latency falls in.
bounds = [10, 50, 100, 500, 1000]
labels = ['<10ms', '<50ms', '<100ms', '<500ms', '<1s', 'slow']
for ms in [3, 10, 49, 50, 250, 999, 5000]:
    print(ms, labels[bisect.bisect_right(bounds, ms)])
# Keep a sorted timeline and query windows.
timeline = []
for ts, ev in [(30, 'c'), (10, 'a'), (20, 'b'), (25, 'x'), (15, 'y')]:
    bisect.insort(timeline, (ts, ev))
print(timeline)
lo = bisect.bisect_left(timeline, (15,))
hi = bisect.bisect_right(timeline, (25, '\uffff'))
print(timeline[lo:hi])
# Merge overlapping intervals after sorting, then look up a point.
intervals = sorted([(8, 10), (1, 3), (2, 6), (15, 18), (17, 20)])
merged = []
for s, e in intervals:
    if merged and s <= merged[-1][1]:
        merged[-1] = (merged[-1][0], max(merged[-1][1], e))
    else:
        merged.append((s, e))
starts = [s for s, _ in merged]
for p in [0, 2, 7, 9, 16, 21]:
    i = bisect.bisect_right(starts, p) - 1
    inside = i >= 0 and merged[i][0] <= p <= merged[i][1]
    print(p, inside, merged[i] if i >= 0 else None)
# key= on records sorted by a field
rows = sorted([{'id': 3, 't': 1.5}, {'id': 1, 't': 0.2}, {'id': 2, 't': 0.9}], key=lambda r: r['t'])
print(bisect.bisect_left(rows, 1.0, key=lambda r: r['t']), [r['id'] for r in rows])
