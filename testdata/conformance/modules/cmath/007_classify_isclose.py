import cmath, math
for z in [0j, 1 + 1j, complex(math.inf, 0), complex(0, -math.inf), complex(math.nan, 0), complex(1, math.nan), complex(math.inf, math.nan), 5, 2.5]:
    print(z, cmath.isfinite(z), cmath.isinf(z), cmath.isnan(z))
print(cmath.isclose(1 + 1j, 1 + 1.0000000001j), cmath.isclose(1j, 1.1j), cmath.isclose(1j, 1.1j, rel_tol=0.2))
print(cmath.isclose(0j, 1e-10j), cmath.isclose(0j, 1e-10j, abs_tol=1e-9), cmath.isclose(complex(math.inf, 1), complex(math.inf, 1)))
print(cmath.isclose(complex(math.inf, 0), complex(math.inf, 1)), cmath.isclose(cmath.nanj, cmath.nanj), cmath.isclose(1, 1.0 + 0j))
print(cmath.isclose(a=1j, b=1j), cmath.isclose(3 + 4j, 3 + 4.00001j, rel_tol=1e-5))
for args, kw in [((1, 2), {"rel_tol": -1}), ((1,), {}), ((1, 2, 3), {}), ((1, 2), {"x": 1}), (("a", 1), {})]:
    try:
        print(cmath.isclose(*args, **kw))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
