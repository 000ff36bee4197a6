import cmath
zs = [0j, 1 + 0j, 1j, 0.5 - 0.25j, -2 + 1.5j, 3 + 4j, -1e-10 + 1e-10j, 10 - 20j, 700 + 0.5j, 0.5 + 710j]
for z in zs:
    for name in ["sin", "cos", "tan", "sinh", "cosh", "tanh"]:
        try:
            print(name, z, getattr(cmath, name)(z))
        except OverflowError as e:
            print(name, z, "OverflowError", e)
