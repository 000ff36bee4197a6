import functools

class Report:
    def __init__(self, rows):
        self.rows = rows
    @functools.cached_property
    def total(self):
        print("computing total")
        return sum(self.rows)
    @functools.cached_property
    def mean(self):
        return self.total / len(self.rows)

r = Report([1, 2, 3, 4])
print(r.mean, r.mean, r.total)
print(sorted(vars(r)))
print(Report.total.__doc__, Report.total.func.__name__)

@functools.lru_cache(maxsize=2)
def f(x):
    return x
print(f.__wrapped__(5), f.__name__, f.__qualname__, callable(f))
print(type(f).__name__, type(f).__module__)
for v in [1, 2, 1, 3, 2, 1]:
    f(v)
print(f.cache_info(), f.cache_info()._replace(hits=0))
print(f.cache_info() == (2, 4, 2, 2), f.cache_info()[1])
hits, misses, maxsize, currsize = f.cache_info()
print(hits, misses, maxsize, currsize)
print(isinstance(f.cache_info(), tuple))
f.cache_clear()
print(f.cache_info())
