import cmath
zs = [0, -0.0, 1, -1, 4, -4, 1j, -1j, 2 + 3j, -2 - 3j, 3 - 4j, 1e-320 + 1e-320j, 300 - 1e-308j, complex(-0.0, -0.0), complex(0.0, -0.0), 0.5 + 0.5j]
for z in zs:
    print(z, cmath.sqrt(z), cmath.exp(z), cmath.log(z) if z != 0 else "-")
print(cmath.log(100, 10), cmath.log(-8, 2), cmath.log(1j, 1j), cmath.log10(1000), cmath.log10(-100), cmath.log(2 + 2j, 3 - 1j))
print(cmath.exp(1j * cmath.pi), cmath.exp(709 + 1j), cmath.exp(-1000 + 2j), cmath.sqrt(-2), cmath.sqrt(-2 + 0j), cmath.sqrt(complex(-2, -0.0)))
for z in [0, 0j, complex(-0.0, 0)]:
    try:
        cmath.log(z)
    except ValueError as e:
        print("log", z, "ValueError", e)
for args in [(2, 1), (0, 2), (2, 0)]:
    try:
        print(cmath.log(*args))
    except ValueError as e:
        print("log", args, "ValueError", e)
for z in [710 + 1j, 1000 + 0j]:
    try:
        cmath.exp(z)
    except OverflowError as e:
        print("exp", z, "OverflowError", e)
