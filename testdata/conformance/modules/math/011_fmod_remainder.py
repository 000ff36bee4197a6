import math
pairs = [(10, 3), (-10, 3), (10, -3), (-10, -3), (5.5, 2), (1e300, 3), (0.0, 1), (-0.0, 1), (7, math.inf), (-7, -math.inf), (3, 1.5), (4.5, 1.0), (5.5, 1.0), (-6.5, 2.0)]
for x, y in pairs:
    print(x, y, math.fmod(x, y), math.remainder(x, y), x % y)
for x, y in [(1, 0), (math.inf, 1), (1, 0.0), (-math.inf, 2)]:
    for f in (math.fmod, math.remainder):
        try:
            f(x, y)
        except ValueError as e:
            print(f.__name__, x, y, "ValueError", e)
print(math.fmod(math.nan, 1), math.remainder(1, math.nan), math.remainder(3, math.inf))
