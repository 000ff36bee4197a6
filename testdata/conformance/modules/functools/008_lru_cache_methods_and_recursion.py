from functools import lru_cache, cache

class Grid:
    def __init__(self, n):
        self.n = n
    @lru_cache(maxsize=None)
    def paths(self, r, c):
        if r == 0 or c == 0:
            return 1
        return self.paths(r - 1, c) + self.paths(r, c - 1)
    def __hash__(self):
        return hash(self.n)
    def __eq__(self, other):
        return isinstance(other, Grid) and other.n == self.n

g = Grid(10)
print(g.paths(10, 10))
print(Grid.paths.cache_info())
print(Grid(10).paths(3, 3), Grid.paths.cache_info().hits > 0)

@cache
def collatz(n):
    if n == 1:
        return 0
    return 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)

print(max(range(1, 1000), key=collatz))
print(collatz.cache_info().currsize > 1000)
print(collatz.cache_parameters())

@lru_cache(maxsize=2)
def fails(x):
    if x < 0:
        raise ValueError("negative")
    return x
for v in [1, -1, 1, -1]:
    try:
        print(fails(v))
    except ValueError as e:
        print("ValueError", e)
print(fails.cache_info())

@cache
def edit(a, b):
    if not a or not b:
        return len(a) + len(b)
    if a[0] == b[0]:
        return edit(a[1:], b[1:])
    return 1 + min(edit(a[1:], b), edit(a, b[1:]), edit(a[1:], b[1:]))
print(edit("kitten", "sitting"), edit("intention", "execution"))

class Static:
    @staticmethod
    @lru_cache(maxsize=8)
    def twice(x):
        return 2 * x
    @classmethod
    @cache
    def name(cls):
        return cls.__name__
print(Static.twice(4), Static().twice(5), Static.name(), Static.twice.cache_info())
