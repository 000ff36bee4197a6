# Dicts emptied from the front (an LRU cache, OrderedDict.popitem with
# last=False) keep their order and find their first item after the holes.
from collections import OrderedDict

d = {i: i * i for i in range(50)}
for i in range(30):
    del d[i]
print(next(iter(d)), list(d)[:3], len(d), d.popitem())
d[0] = "back"
print(list(d.items())[:2], list(d)[-2:])
for k in list(d)[:5]:
    d.pop(k)
print(next(iter(d)), list(d.keys())[:3], list(reversed(d))[:2])
d.clear()
d["a"] = 1
print(d, next(iter(d)))

od = OrderedDict((str(i), i) for i in range(2000))
popped = [od.popitem(last=False) for _ in range(1500)]
print(popped[:2], popped[-1], len(od), next(iter(od)))
od.move_to_end("1600", last=False)
od["new"] = -1
print(list(od)[:3], list(od)[-2:], od.popitem(last=False), od.popitem())

cache = OrderedDict()
hits = 0
for i in range(5000):
    key = (i * 7919) % 300
    if key in cache:
        cache.move_to_end(key)
        hits += 1
    else:
        cache[key] = i
        if len(cache) > 100:
            cache.popitem(last=False)
print(hits, len(cache), list(cache)[:4])

lru = {}
for i in range(3000):
    lru[i % 257] = i
    if len(lru) > 64:
        del lru[next(iter(lru))]
print(len(lru), list(lru)[:4], sum(lru.values()))
