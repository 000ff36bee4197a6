import json
def maxdepth(f):
    lo, hi = 1, 3000
    while lo < hi:
        m = (lo + hi + 1) // 2
        try:
            f(m); lo = m
        except RecursionError:
            hi = m - 1
    return lo
print(maxdepth(lambda n: json.loads('[' * n + ']' * n)))
print(maxdepth(lambda n: json.loads('{"a":' * n + '1' + '}' * n)))
def nest(n):
    x = []
    for _ in range(n): x = [x]
    return x
print(maxdepth(lambda n: json.dumps(nest(n))))
print(maxdepth(lambda n: json.dumps(nest(n), indent=1)))
print(maxdepth(lambda n: json.loads('[' * n + ']' * n, object_hook=dict)))
