import heapq

def attempt(f, *args, **kw):
    try:
        print(repr(f(*args, **kw)))
    except Exception as e:
        print(type(e).__name__, e)

attempt(heapq.heappop, [])
attempt(heapq.heapreplace, [], 1)
attempt(heapq.heappush, (), 1)
attempt(heapq.heappush, [1])
attempt(heapq.heappush, [], 1, 2)
attempt(heapq.heappop, 5)
attempt(heapq.heappop, [1], 2)
attempt(heapq.heapify, (3, 1))
attempt(heapq.heapify, [3, 1], key=len)
attempt(heapq.heappush, [1], 'a')
attempt(heapq.heappush, heap=[], item=1)
attempt(heapq.nlargest, 2, [1, 'a', 3])
attempt(heapq.nsmallest, 2, [1, 'a', 3])
attempt(heapq.nsmallest, 'x', [1, 2])
attempt(heapq.heappushpop, [1], None)
h = [1, 2, 3]
attempt(heapq.heappushpop, h, 5)
print(h)
