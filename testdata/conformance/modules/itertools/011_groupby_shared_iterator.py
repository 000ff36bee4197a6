from itertools import groupby

g = groupby("aaabbbcccd")
k1, g1 = next(g)
k2, g2 = next(g)
print(k1, list(g1))
print(k2, next(g2), list(g2))
groups = [(k, v) for k, v in groupby("aabbc")]
print([(k, list(v)) for k, v in groups])
g = groupby("aabb")
k, grp = next(g)
print(next(grp))
k2, grp2 = next(g)
print(k2, list(grp), list(grp2))
print(type(grp).__name__, type(grp))
print(iter(grp) is grp)
# saving groups properly
saved = {k: list(v) for k, v in groupby(sorted("mississippi"))}
print(sorted(saved.items()))
g = groupby([1, 2, 2, 3])
keys = [k for k, _ in g]
print(keys, list(g))
calls = []

def key(x):
    calls.append(x)
    return x // 10

for k, grp in groupby([1, 2, 11, 12, 21], key):
    print(k, list(grp))
print(calls)
gb = groupby("aab")
k, grp = next(gb)
print([(k, type(v).__name__) for k, v in gb])
print(list(grp))
