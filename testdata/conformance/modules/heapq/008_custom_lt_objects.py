import heapq

class Job:
    def __init__(self, prio, name):
        self.prio, self.name = prio, name
    def __lt__(self, other):
        return self.prio < other.prio
    def __repr__(self):
        return f'Job({self.prio}, {self.name!r})'

jobs = [Job(3, 'c'), Job(1, 'a'), Job(2, 'b'), Job(1, 'a2'), Job(5, 'e'), Job(0, 'z')]
h = []
for j in jobs:
    heapq.heappush(h, j)
print(h)
print([heapq.heappop(h) for _ in range(len(h))])
h = list(jobs)
heapq.heapify(h)
print(h)
print(heapq.nsmallest(3, jobs), heapq.nlargest(2, jobs))

# Comparisons are counted: the exact number CPython makes.
calls = 0
class C:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        global calls
        calls += 1
        return self.v < o.v
items = [C(v) for v in [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]]
heapq.heapify(items)
print(calls, [c.v for c in items])
calls = 0
heapq.heappop(items)
heapq.heappush(items, C(4))
heapq.heapreplace(items, C(11))
heapq.heappushpop(items, C(-1))
print(calls, [c.v for c in items])
