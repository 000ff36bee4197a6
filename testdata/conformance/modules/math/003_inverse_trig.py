import math
for x in [-1.0, -0.999, -0.5, -0.1, 0.0, -0.0, 1e-10, 0.25, 0.5, 0.7071067811865476, 0.9, 0.9999999, 1.0]:
    print(x, math.asin(x), math.acos(x), math.atan(x))
for x in [2.0, -3.5, 1e10, -1e300, math.inf, -math.inf]:
    print(x, math.atan(x))
for bad in [1.0000001, -2, math.inf, -math.inf]:
    for f in (math.asin, math.acos):
        try:
            f(bad)
        except ValueError as e:
            print(f.__name__, bad, "ValueError", e)
print(math.asin(math.nan), math.atan(math.nan))
