from functools import lru_cache

seen = []

@lru_cache(maxsize=None)
def f(*args, **kw):
    seen.append((args, tuple(sorted(kw.items()))))
    return len(seen)

print(f(1), f(1.0), f(True))
print(f(1, 2), f(1, b=2), f(b=2, a=1), f(a=1, b=2))
print(f.cache_info())

@lru_cache(maxsize=None, typed=True)
def g(x):
    return type(x).__name__
print(g(1), g(1.0), g(True), g(1), g.cache_info())

@lru_cache(maxsize=None)
def h(x):
    return x
try:
    h([1, 2])
except TypeError as e:
    print("TypeError", e)
print(h.cache_info())
print(h((1, 2)), h(frozenset({1})), h("s"), h(None))
print(h.cache_info())

@lru_cache(maxsize=0)
def z(x):
    return x * 2
print(z(1), z(1), z.cache_info())

@lru_cache(maxsize=-5)
def neg(x):
    return x
print(neg(1), neg(1), neg.cache_info())

try:
    lru_cache("big")
except TypeError as e:
    print("TypeError", e)

print(lru_cache(maxsize=2, typed=True)(abs).cache_parameters())
