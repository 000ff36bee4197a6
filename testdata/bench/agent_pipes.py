# bench: agent
# itertools and functools pipelines over event streams: groupby on sorted
# keys, accumulate, chain, islice, starmap, product, combinations,
# reduce, partial, lru_cache, plus heapq scheduling and bisect lookups.
import bisect
import heapq
import itertools
import operator
from functools import lru_cache, partial, reduce


def events(n, seed):
    x = seed
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        yield (("plan", "search", "read", "edit", "test")[x % 5], i, (x >> 7) % 1000)


evs = list(events(100000, 3))
by_kind = {}
for kind, grp in itertools.groupby(sorted(evs), key=operator.itemgetter(0)):
    costs = [c for _, _, c in grp]
    by_kind[kind] = (len(costs), sum(costs), max(costs))
print(sorted(by_kind.items()))

running = list(itertools.accumulate(c for _, _, c in evs))
peak = list(itertools.accumulate((c for _, _, c in evs), max))
print(running[-1], peak[-1], running[1000], sum(itertools.islice(running, 0, None, 997)))
print(reduce(operator.xor, (i * c for _, i, c in evs), 0))
print(sum(itertools.starmap(operator.mul, zip(range(50000), itertools.cycle((1, -2, 3))))))
chained = list(itertools.chain.from_iterable([e[0]] * (e[2] % 3) for e in evs[:20000]))
print(len(chained), chained[:5])
pairs = sum(1 for a, b in itertools.combinations(range(300), 2) if (a * b) % 7 == 3)
grid = sum(x * y - z for x, y, z in itertools.product(range(30), range(30), range(30)))
print(pairs, grid)


@lru_cache(maxsize=None)
def ways(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return ways(n - k, k) + ways(n, k - 1)


@lru_cache(maxsize=256)
def cost(kind, bucket):
    return sum(ord(ch) for ch in kind) * (bucket + 1)


print(ways(300, 300) % 1000000007, sum(cost(k, c // 100) for k, _, c in evs), cost.cache_info().hits)

scale = partial(operator.mul, 3)
print(sum(map(scale, range(100000))))

heap = []
for kind, i, c in evs[:30000]:
    heapq.heappush(heap, (c, i, kind))
    if len(heap) > 500:
        heapq.heappop(heap)
order = [heapq.heappop(heap) for _ in range(5)]
print(order, heapq.nsmallest(3, evs, key=lambda e: (e[2], e[1])), heapq.nlargest(2, (c for _, _, c in evs)))

deadlines = sorted(c * 10 + i % 10 for _, i, c in evs[:20000])
hits = 0
for _, i, c in evs:
    j = bisect.bisect_left(deadlines, c * 10)
    k = bisect.bisect_right(deadlines, c * 10 + 5)
    hits += k - j
bisect.insort(deadlines, 5)
print(hits, deadlines[:3])
