import heapq

nums = [3.5, -2, 7, 0.25, 7, -8.5, 1e9, 2]
h = [-x for x in nums]
heapq.heapify(h)
print([-heapq.heappop(h) for _ in range(3)])
h = []
for x in nums:
    heapq.heappush(h, x)
    if len(h) > 3:
        heapq.heappop(h)
print(sorted(h), h)

# k-way merge of sorted runs with a heap of (value, run, index)
runs = [[1, 6, 9], [2, 2, 10], [0, 11]]
heap = [(r[0], i, 0) for i, r in enumerate(runs) if r]
heapq.heapify(heap)
merged = []
while heap:
    v, i, j = heapq.heappop(heap)
    merged.append(v)
    if j + 1 < len(runs[i]):
        heapq.heappush(heap, (runs[i][j + 1], i, j + 1))
print(merged)
print(heapq.__all__)
