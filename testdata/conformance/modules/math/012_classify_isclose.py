import math
for x in [0.0, 1, -1e308, 1e308 * 10, -math.inf, math.nan, 5e-324, 10**400 // 10**300]:
    print(repr(x), math.isfinite(x), math.isinf(x), math.isnan(x))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(1.0, 1.1, rel_tol=0.1))
print(math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9), math.isclose(math.inf, math.inf))
print(math.isclose(math.inf, -math.inf), math.isclose(math.nan, math.nan), math.isclose(-math.inf, 1e308))
print(math.isclose(a=1, b=1.0000000001), math.isclose(100, 101, rel_tol=0.01), math.isclose(100, 101, rel_tol=0.00999))
for kw in [{"rel_tol": -1}, {"abs_tol": -0.1}]:
    try:
        math.isclose(1, 2, **kw)
    except ValueError as e:
        print("ValueError", e)
for args, kw in [((1, 2, 3), {}), ((1,), {}), ((), {}), ((1, 2), {"tol": 1}), (("a", 2), {}), ((1, 2), {"rel_tol": "x"}), ((1,), {"a": 2})]:
    try:
        math.isclose(*args, **kw)
    except TypeError as e:
        print("TypeError", e)
