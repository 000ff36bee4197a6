import heapq

scores = {'ann': 88, 'bob': 95, 'cy': 70, 'dee': 95, 'eve': 60, 'fay': 99}
print(heapq.nlargest(3, scores.items(), key=lambda kv: kv[1]))
print(heapq.nsmallest(2, scores, key=scores.get))
# Top-k over a stream with a bounded min-heap
stream = [(i * 37) % 101 for i in range(60)]
top = []
for x in stream:
    if len(top) < 5:
        heapq.heappush(top, x)
    elif x > top[0]:
        heapq.heapreplace(top, x)
print(sorted(top, reverse=True), top)
# Meeting rooms: minimum rooms needed
meetings = [(0, 30), (5, 10), (15, 20), (25, 35), (31, 40), (10, 16)]
rooms = []
for start, end in sorted(meetings):
    if rooms and rooms[0] <= start:
        heapq.heapreplace(rooms, end)
    else:
        heapq.heappush(rooms, end)
print(len(rooms), rooms)
# Event simulation with (time, seq, name) entries
events = []
seq = 0
for t, name in [(5, 'b'), (1, 'a'), (5, 'c'), (3, 'x'), (1, 'z')]:
    heapq.heappush(events, (t, seq, name))
    seq += 1
print([heapq.heappop(events) for _ in range(len(events))])
print(list(heapq.merge(*[sorted(stream[i::3]) for i in range(3)]))[:12])
