# Heaps of tuples: ties broken by later items, shorter tuples first, big
# ints, bools, NaN (the same object and distinct ones), namedtuples and
# errors from items that do not compare.
import heapq
from collections import namedtuple

entries = [(3, 1, "c"), (1, 2, "a"), (3, 0, "z"), (1, 2), (2,), (1, 2, "b"),
           (2, -5, "m"), (10**20, 1, "big"), (-(10**20), 0, "neg"), (True, 9, "t"), (0, 0)]
h = []
for e in entries:
    heapq.heappush(h, e)
print([heapq.heappop(h) for _ in range(len(h))])
print(heapq.nsmallest(4, entries), heapq.nlargest(4, entries))
print(list(heapq.merge(sorted(entries[:5]), sorted(entries[5:]))))

nan = float("nan")
same = [(nan, 2), (nan, 1), (1.5, 0)]
heapq.heapify(same)
print([heapq.heappop(same)[1] for _ in range(3)])
distinct = [(float("nan"), 2), (float("nan"), 1), (0.5, 7)]
heapq.heapify(distinct)
print([heapq.heappop(distinct)[1] for _ in range(3)])

P = namedtuple("P", "rank seq")
ph = []
for i, r in enumerate([5, 3, 5, 1]):
    heapq.heappush(ph, P(r, -i))
print([heapq.heappop(ph) for _ in range(4)])
for bad in ([(1, "a"), (1, 2)], [(1, 2), 3], [(1, None), (1, None)]):
    try:
        heapq.heapify(bad)
        print(bad)
    except TypeError as e:
        print(type(e).__name__, e)
print(heapq.heappushpop([(1, 1)], (1, 0)), heapq.heapreplace([(0, 5), (2, 2)], (1, 1)))
