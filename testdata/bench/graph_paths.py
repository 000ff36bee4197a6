# bench: cpu
# Graph and combinatorics kernels: Dijkstra with heapq on a dict-of-dicts
# grid graph, BFS over a dict of sets, Kahn's topological sort, and
# itertools product/permutations/combinations filtered by predicates.
import heapq
from itertools import combinations, permutations, product

W = 110


def weight(a, b):
    return 1 + (a * 31 + b * 17) % 9


graph = {}
for r in range(W):
    for c in range(W):
        n = r * W + c
        edges = {}
        if c + 1 < W:
            edges[n + 1] = weight(n, n + 1)
        if r + 1 < W:
            edges[n + W] = weight(n, n + W)
        if c > 0:
            edges[n - 1] = weight(n, n - 1)
        if r > 0:
            edges[n - W] = weight(n, n - W)
        graph[n] = edges


def dijkstra(src):
    dist = {src: 0}
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in graph[u].items():
            nd = d + w
            if nd < dist.get(v, 1 << 60):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist


for src in (0, W * W - 1, W * (W // 2) + W // 2, W - 1, W * (W - 1), 5 * W + 7):
    dist = dijkstra(src)
    print(src, max(dist.values()), sum(dist.values()) % 1000003)

adj = {}
for i in range(6000):
    adj.setdefault(i, set()).add((i * 7 + 3) % 6000)
    adj[i].add((i * 13 + 1) % 6000)
    adj[i].add((i // 2))
seen = {0}
frontier = [0]
depth = 0
while frontier:
    nxt = []
    for u in frontier:
        for v in adj[u]:
            if v not in seen:
                seen.add(v)
                nxt.append(v)
    frontier = nxt
    depth += 1
print(len(seen), depth)

deps = {}
for i in range(4000):
    deps[i] = {j for j in (i // 2, i // 3, i - 7) if 0 <= j < i}
indeg = {n: len(d) for n, d in deps.items()}
users = {}
for n, d in deps.items():
    for m in d:
        users.setdefault(m, []).append(n)
ready = [n for n, k in indeg.items() if k == 0]
heapq.heapify(ready)
order = []
while ready:
    n = heapq.heappop(ready)
    order.append(n)
    for m in users.get(n, ()):
        indeg[m] -= 1
        if indeg[m] == 0:
            heapq.heappush(ready, m)
print(len(order), order[:10], order[-5:])

count = 0
for a, b, c in product(range(60), repeat=3):
    if (a * a + b * b) % 97 == c:
        count += 1
best = 0
for p in permutations(range(8)):
    s = sum(i * v for i, v in enumerate(p)) % 29
    if s > best:
        best = s
triples = sum(1 for t in combinations(range(100), 3) if sum(t) % 7 == 0)
print(count, best, triples)
