import math
print(math.hypot(), math.hypot(3), math.hypot(-3), math.hypot(3, 4), math.hypot(1, 1), math.hypot(1, 2, 3), math.hypot(*range(10)))
print(math.hypot(1e308, 1e308), math.hypot(1e-320, 1e-320), math.hypot(5e-324, 5e-324, 5e-324))
print(math.hypot(math.inf, math.nan), math.hypot(math.nan, 1), math.hypot(-math.inf, 1), math.hypot(0.0, -0.0))
print(math.hypot(1.5, 2.5, 3.5, 4.5, 5.5), math.hypot(True, 2), math.hypot(10**20, 10**20))
print(math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], [4, 5, 6]), math.dist((), ()), math.dist((1,), (-4,)))
print(math.dist(iter([1, 1]), (2, 2)), math.dist(range(5), range(5, 10)))
for args in [((1, 2), (1, 2, 3)), (1, 2), ((1, "a"), (1, 2))]:
    try:
        math.dist(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    math.hypot("a")
except TypeError as e:
    print("TypeError", e)
