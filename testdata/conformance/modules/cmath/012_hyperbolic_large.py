import cmath
for z in [710 + 1j, -710 + 1j, 710.4 + 0.5j, 1 + 710j, 50 + 50j, -20 - 3j, 0.0001 + 0.0001j]:
    for name in ["sinh", "cosh", "tanh", "exp"]:
        try:
            print(name, z, getattr(cmath, name)(z))
        except OverflowError as e:
            print(name, z, "OverflowError", e)
print(cmath.tanh(1000 + 1j), cmath.tanh(-1000 - 2j), cmath.tan(1j * 1000), cmath.tan(-1000j + 1))
