values = [1, 1.0, 1j, True, 10 ** 40]
for v in values:
    print(type(v).__name__, isinstance(v, int), isinstance(v, float), isinstance(v, complex), isinstance(v, (int, float)))
print(int.__name__, float.__mro__, bool.__mro__)
print(type(1 + 1.0), type(1 + 1j), type(True + 1), type(True + 1.5))
