import heapq

# Dijkstra on a small graph, the way agents write it.
graph = {
    'A': [('B', 4), ('C', 2)],
    'B': [('C', 5), ('D', 10)],
    'C': [('E', 3)],
    'D': [('F', 11)],
    'E': [('D', 4)],
    'F': [],
}
dist = {n: float('inf') for n in graph}
dist['A'] = 0
pq = [(0, 'A')]
order = []
while pq:
    d, node = heapq.heappop(pq)
    if d > dist[node]:
        continue
    order.append((node, d))
    for nb, w in graph[node]:
        nd = d + w
        if nd < dist[nb]:
            dist[nb] = nd
            heapq.heappush(pq, (nd, nb))
print(order)
print(dist)

# Ties broken by a counter, and task records.
tasks = []
count = 0
for prio, name in [(2, 'write'), (1, 'plan'), (2, 'test'), (1, 'review'), (3, 'ship')]:
    heapq.heappush(tasks, (prio, count, name))
    count += 1
print([heapq.heappop(tasks)[2] for _ in range(len(tasks))])
