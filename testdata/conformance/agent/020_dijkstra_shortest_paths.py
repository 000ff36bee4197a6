def push(heap, item):
    heap.append(item)
    i = len(heap) - 1
    while i and heap[(i - 1) // 2] > heap[i]:
        heap[i], heap[(i - 1) // 2] = heap[(i - 1) // 2], heap[i]
        i = (i - 1) // 2

def pop(heap):
    top = heap[0]
    last = heap.pop()
    if heap:
        heap[0] = last
        i = 0
        while True:
            c = 2 * i + 1
            if c >= len(heap):
                break
            if c + 1 < len(heap) and heap[c + 1] < heap[c]:
                c += 1
            if heap[i] <= heap[c]:
                break
            heap[i], heap[c] = heap[c], heap[i]
            i = c
    return top

graph = {
    "A": {"B": 4, "C": 2}, "B": {"C": 5, "D": 10}, "C": {"E": 3},
    "D": {"F": 11}, "E": {"D": 4}, "F": {},
}
dist, prev, heap = {"A": 0}, {}, [(0, "A")]
while heap:
    d, node = pop(heap)
    if d > dist[node]:
        continue
    for nxt, w in graph[node].items():
        if d + w < dist.get(nxt, float("inf")):
            dist[nxt] = d + w
            prev[nxt] = node
            push(heap, (d + w, nxt))
for node in sorted(dist):
    path, n = [node], node
    while n in prev:
        n = prev[n]
        path.append(n)
    print(node, dist[node], "->".join(reversed(path)))
