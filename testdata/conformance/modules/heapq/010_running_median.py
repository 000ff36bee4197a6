import heapq

lo, hi = [], []  # max-heap (negated) and min-heap
medians = []
for x in [5, 15, 1, 3, 8, 7, 9, 10, 20, 2, 6]:
    if not lo or x <= -lo[0]:
        heapq.heappush(lo, -x)
    else:
        heapq.heappush(hi, x)
    if len(lo) > len(hi) + 1:
        heapq.heappush(hi, -heapq.heappop(lo))
    elif len(hi) > len(lo):
        heapq.heappush(lo, -heapq.heappop(hi))
    medians.append(-lo[0] if len(lo) > len(hi) else (-lo[0] + hi[0]) / 2)
print(medians)
print(lo, hi)
