import cmath, math
for z in [1, -1, 1j, -1j, 3 + 4j, -3 - 4j, complex(-1, 0.0), complex(-1, -0.0), 0j, complex(-0.0, -0.0), 1e308 + 1e308j, complex(math.inf, math.nan), complex(math.nan, 1)]:
    print(z, cmath.phase(z), cmath.polar(z))
for r, phi in [(1, 0), (2, math.pi / 2), (1, math.pi), (5, -0.9272952180016122), (0, 1), (-1, 0.5), (1, -0.0), (math.inf, 1), (math.inf, 0), (-math.inf, 2), (math.nan, 0), (0, math.inf)]:
    try:
        print(r, phi, cmath.rect(r, phi))
    except ValueError as e:
        print(r, phi, "ValueError", e)
r, phi = cmath.polar(-2 + 2j)
print(r, phi, cmath.rect(r, phi))
for args in [(1, math.inf), (2, -math.inf)]:
    try:
        cmath.rect(*args)
    except ValueError as e:
        print("rect", args, "ValueError", e)
try:
    cmath.phase(complex(1e308, 1e-300))
except OverflowError as e:
    print("phase OverflowError", e)
print(cmath.phase(complex(1e300, 1e-10)), cmath.phase(complex(math.inf, 1)))
