# nsmallest/nlargest with n from 0 to past the length, sized and unsized
# inputs, keys.
import heapq
data = [5, 1, 9, 3, 7, 3, 8]
for n in (0, 1, 2, 7, 10):
    print(n, heapq.nsmallest(n, data), heapq.nlargest(n, data), heapq.nsmallest(n, iter(data)), heapq.nlargest(n, iter(data), key=lambda v: -v))
print(heapq.nsmallest(3, 'hello'), heapq.nlargest(2, {3: 1, 1: 2, 2: 0}))
