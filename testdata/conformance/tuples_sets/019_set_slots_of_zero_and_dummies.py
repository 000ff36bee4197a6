# Sets holding 0, -1, -2 and other keys whose hashes are special, with
# discards, pops and frozenset hashes over tables with deleted slots.
s = {0, 1, -1, -2, 2**61 - 1, 2**61, -(2**61), 0.0, 1.0, "", "a", (), (0,), (0, 0), None, False, True, frozenset()}
print(len(s), sorted(map(repr, s)))
t = set(range(-5, 20))
for x in (0, 3, -1, -2, 7):
    t.discard(x)
t.add(0)
print(list(t), 0 in t, -1 in t, -2 in t, 19 in t)
u = set()
for i in range(50):
    u.add(i)
    if i % 3 == 0:
        u.discard(i // 2)
print(list(u), len(u))
print(hash(frozenset()), hash(frozenset({0})), hash(frozenset({-1, -2})), hash(frozenset(range(10))) == hash(frozenset(reversed(range(10)))))
f = frozenset({0, 1, 2}); g = set(f); g.remove(1); g.add(1)
print(hash(f) == hash(frozenset(g)), f == g, list(g))
p = set(range(30))
print([p.pop() for _ in range(5)], len(p), list(p)[:5])
print({0} | {1}, {0, 1} & {0}, {0, 1} - {0}, {0, 1} ^ {1, 2}, {0} <= {0, 1}, set([0, 0, 0]))
words = {"w%d" % i for i in range(100)}
print(len(words), "w5" in words, "w500" in words)
