# bench: agent
# collections in agent bookkeeping: a deque as a BFS work queue and a
# bounded recent-history window, OrderedDict as an LRU cache with
# move_to_end/popitem, namedtuple records read by field and _replace/_asdict.
from collections import OrderedDict, deque, namedtuple

Task = namedtuple("Task", "id parent depth cost")
Hit = namedtuple("Hit", ["key", "value", "age"], defaults=[0])


def bfs(n_nodes, fanout):
    seen = {0}
    q = deque([Task(0, -1, 0, 0)])
    order = []
    recent = deque(maxlen=16)
    total = 0
    while q:
        t = q.popleft()
        order.append(t.id)
        recent.append(t.cost)
        total += t.depth * t.cost
        for k in range(1, fanout + 1):
            child = (t.id * fanout + k) % n_nodes
            if child not in seen:
                seen.add(child)
                q.append(Task(child, t.id, t.depth + 1, (child * 7) % 13))
        if len(q) > 50 and t.id % 5 == 0:
            q.rotate(1)
    return len(order), total, list(recent)[:5], max(t for t in order[:1000])


class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        val = Hit(key, key * key % 1009)
        self.data[key] = val
        if len(self.data) > self.cap:
            self.data.popitem(last=False)
        return val


print(bfs(90000, 3))
cache = LRU(300)
x = 1
acc = 0
for _ in range(180000):
    x = (x * 48271) % 2147483647
    h = cache.get(x % 700 if x & 3 else x % 97)
    acc += h.value + h.age
print(cache.hits, cache.misses, acc, list(cache.data)[:4])

rows = [Task(i, i // 2, i % 9, i * 3 % 17) for i in range(40000)]
bumped = [r._replace(cost=r.cost + 1) for r in rows if r.depth == 4]
dicts = [r._asdict() for r in rows[:5000]]
print(len(bumped), bumped[0], sum(d["cost"] for d in dicts), Task._fields, Hit._field_defaults)
window = deque(maxlen=100)
for r in rows:
    window.append(r.cost)
    if len(window) == 100 and window[0] > window[-1]:
        window.popleft()
print(len(window), sum(window), window.count(3), window.index(window[5]))
dq = deque(range(10))
dq.extendleft([-1, -2])
dq.rotate(-3)
print(dq, dq.maxlen, Task(1, 2, 3, 4) < Task(1, 2, 4, 0))
