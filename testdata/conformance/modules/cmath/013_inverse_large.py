import cmath
for z in [1e300 + 1e300j, -1e300 + 2j, 3 - 1e300j, 1e-300 + 1e-300j, 1e160 + 1e160j, -1e160 - 1e-160j, 1 + 1e-200j, 1 - 1e-200j, -1 + 1e-200j]:
    for name in ["acos", "asin", "atan", "acosh", "asinh", "atanh"]:
        print(name, z, getattr(cmath, name)(z))
