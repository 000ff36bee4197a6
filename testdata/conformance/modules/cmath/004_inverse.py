import cmath
zs = [0j, 0.5 + 0j, 2 + 0j, -2 + 0j, 1j, -1j, 2j, 1 + 1j, -3 + 0.5j, 0.25 - 4j, 1e-20 + 1e-20j, 1e200 + 1e200j, -1e300 - 1e-300j, complex(1, 0.0), complex(1, -0.0), complex(-1, 0.0)]
for z in zs:
    for name in ["asin", "acos", "atan", "asinh", "acosh", "atanh"]:
        try:
            print(name, z, getattr(cmath, name)(z))
        except ValueError as e:
            print(name, z, "ValueError", e)
