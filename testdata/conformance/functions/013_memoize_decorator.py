def memoize(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper

calls = 0
@memoize
def paths(r, c):
    global calls
    calls += 1
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)

print(paths(10, 10), calls)
print(paths(16, 16), calls, len(paths.cache))
