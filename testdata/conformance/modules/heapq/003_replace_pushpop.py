import heapq

h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h)
print(h)
print(heapq.heapreplace(h, 7), h)
print(heapq.heappushpop(h, 0), h)
print(heapq.heappushpop(h, 4), h)
print(heapq.heappushpop([], 3))
print(heapq.heapreplace(h, 100), h)
while h:
    print(heapq.heappop(h), end=' ')
print()
