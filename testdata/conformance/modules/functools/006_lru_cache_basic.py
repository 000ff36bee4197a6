from functools import lru_cache

calls = []

@lru_cache(maxsize=3)
def sq(n):
    calls.append(n)
    return n * n

for n in [1, 2, 3, 1, 4, 2, 5, 1]:
    print(n, sq(n))
print(calls)
print(sq.cache_info())
info = sq.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize)
print(info[0], len(info), tuple(info), type(info).__name__)
print(info._fields, info._asdict())
sq.cache_clear()
print(sq.cache_info())
print(sq.cache_parameters())
print(sq.__name__, sq.__wrapped__.__name__, sq.__module__ == __name__)

@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
print(fib.cache_parameters())

@lru_cache()
def ident(x):
    return x
print(ident(1), ident(1), ident.cache_info())
