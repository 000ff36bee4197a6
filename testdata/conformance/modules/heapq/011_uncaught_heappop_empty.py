import heapq

h = [3]
print(heapq.heappop(h))
heapq.heappop(h)
