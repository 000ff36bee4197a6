# A comparison that raises mid-sort leaves the list in the order
# CPython leaves it (insertion, merge and gallop phases).
class Rng:
    """A small linear congruential generator (no imports here)."""
    def __init__(self, seed): self.x = seed
    def randrange(self, n):
        self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
        return self.x % n
rng = Rng(7)
calls = 0
limit = 0
class Bad:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        global calls
        calls += 1
        if calls == limit: raise ValueError("boom")
        return self.v < o.v
for n, lim in [(300, 500), (300, 1500), (1000, 5000), (1000, 8000), (2000, 15000), (2000, 19000)]:
    for shape in range(3):
        calls = 0; limit = lim
        if shape == 0: vals = [rng.randrange(1000) for _ in range(n)]
        elif shape == 1: vals = sorted(rng.randrange(50) for _ in range(n//2)) + sorted(rng.randrange(50) for _ in range(n - n//2))
        else: vals = sorted(rng.randrange(1000) for _ in range(n//3))[::-1] + [rng.randrange(1000) for _ in range(n-n//3)]
        l = [Bad(v) for v in vals]
        try:
            l.sort()
            print("ok", calls)
        except ValueError:
            print("err", calls, hash(tuple(b.v for b in l)), sorted(b.v for b in l) == sorted(vals))
