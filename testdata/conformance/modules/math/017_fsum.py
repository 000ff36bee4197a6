import math
print(math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([1, 2, 3]), math.fsum([]), math.fsum(x / 7 for x in range(100)), math.fsum(range(10)))
print(math.fsum([1e-16, 1, 1e16]), math.fsum([2.0**53, -0.5, -2.0**-54]), math.fsum([2.0**53, 1.0, 2.0**-100]))
print(math.fsum([math.inf, 1]), math.fsum([-math.inf, -1e308]), math.fsum([math.nan, 1]), math.fsum([math.inf, math.nan]))
print(math.fsum([-0.0]), math.fsum([-0.0, -0.0]), math.fsum([10**20, 0.5]), math.fsum([True, 0.5]))
tests = [
    [1e308, 1e308],
    [math.inf, -math.inf],
    ["a"],
    5,
]
for t in tests:
    try:
        print(math.fsum(t))
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
seed = 5
vals = []
for _ in range(1000):
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    vals.append(((seed >> 11) / 2**53 - 0.5) * 10.0 ** ((seed % 41) - 20))
print(math.fsum(vals), math.fsum(sorted(vals)) == math.fsum(vals))
