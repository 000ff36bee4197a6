from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(100), fib.cache_info())

@cache
def ways(n, coins=(1, 5, 10, 25)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])

print(ways(100), ways(250))

@lru_cache(maxsize=2)
def square(x):
    print("  computing", x)
    return x * x

for v in [1, 2, 1, 3, 2, 1]:
    print(v, square(v))
print(square.cache_info())
