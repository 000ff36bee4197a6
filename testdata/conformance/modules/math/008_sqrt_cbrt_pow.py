import math
for x in [0.0, -0.0, 1, 2, 4, 10, 0.25, 1e-300, 1e300, 5e-324, 2**52 + 1, 10**30]:
    print(x, math.sqrt(x), math.cbrt(x), math.cbrt(-x))
print(math.cbrt(27), math.cbrt(8), math.cbrt(1000), math.cbrt(0.001))
for x, y in [(2, 10), (2, 0.5), (10, -2), (-2, 3), (-2, 2), (0, 0), (0, 5), (1.5, 2.5), (2, -1074), (9, 0.5), (-8, 1 / 3 * 3),
             (math.inf, 2), (math.inf, -1), (-math.inf, 3), (-math.inf, 2), (math.nan, 0), (1, math.nan), (0.5, math.inf), (2, -math.inf), (-1, math.inf)]:
    try:
        print(x, y, math.pow(x, y))
    except (ValueError, OverflowError) as e:
        print(x, y, type(e).__name__, e)
for x, y in [(0, -1), (0.0, -2.5), (-1, 0.5), (10, 400), (-10, 401)]:
    try:
        print(math.pow(x, y))
    except (ValueError, OverflowError) as e:
        print(x, y, type(e).__name__, e)
try:
    math.sqrt(-1)
except ValueError as e:
    print("sqrt", e)
