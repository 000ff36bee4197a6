big = 2 ** 53
print(float(big), float(big + 1), float(big + 2))
print(int(1e20), int(1.5e16), int(-2.5))
print(int(float(2 ** 63)), 2 ** 63)
print(float(2 ** 1023) * 2)
print(1.7976931348623157e308, 1.7976931348623157e308 * 10)
print(5e-324, 5e-324 / 2, 2.2250738585072014e-308)
