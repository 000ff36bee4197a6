# list.sort makes the comparisons CPython makes, in its order: counted
# through __lt__ on many shapes of input (random, sorted, reversed, runs).
class Rng:
    """A small linear congruential generator (no imports here)."""
    def __init__(self, seed): self.x = seed
    def randrange(self, n):
        self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
        return self.x % n
calls = 0
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        global calls
        calls += 1
        return self.v < o.v
    def __repr__(self): return f"K({self.v})"
rng = Rng(5)
shapes = []
for n in [0, 1, 2, 3, 5, 10, 31, 32, 63, 64, 65, 100, 127, 128, 200, 500, 1000, 3000]:
    shapes.append([rng.randrange(n or 1) for _ in range(n)])
    shapes.append(sorted(rng.randrange(10) for _ in range(n)))
    shapes.append(sorted((rng.randrange(1000) for _ in range(n)), reverse=True))
    a = list(range(n))
    for i in range(0, n, 7): a[i] = rng.randrange(n or 1)
    shapes.append(a)
    shapes.append([i % 5 for i in range(n)])
    b = sorted(rng.randrange(100) for _ in range(n//2)) + sorted(rng.randrange(100) for _ in range(n - n//2))
    shapes.append(b)
    c = list(range(n//3, 0, -1)) + list(range(n)) + [rng.randrange(50) for _ in range(n//4)]
    shapes.append(c)
for s in shapes:
    calls = 0
    ks = [K(v) for v in s]
    r = sorted(ks)
    ok = [k.v for k in r] == sorted(s)
    pairs = list(enumerate(s))
    st = sorted(pairs, key=lambda p: K(p[1]))
    c1 = calls
    rv = sorted(ks, reverse=True)
    print(len(s), ok, c1, calls, [k.v for k in rv][:5], st[:3])
class Bad:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        global calls
        calls += 1
        if calls == 40: raise ValueError("boom")
        return self.v < o.v
    def __repr__(self): return str(self.v)
for n in (60, 300):
  calls = 0
  l = [Bad(rng.randrange(100)) for _ in range(n)]
  try:
    l.sort()
  except ValueError as e:
    print("err", e, l)
l = [3, 1, 2, 'a', 0]
try:
    l.sort()
except TypeError as e:
    print(e, l)
print(sorted([3.5, 1.25, -2.0, float('inf')]), sorted(['b', 'a', 'é', 'ab']), sorted([10**30, 5, -10**30, 7]))
