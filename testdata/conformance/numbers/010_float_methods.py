x = 3.75
print(x.is_integer(), (4.0).is_integer())
print(x.as_integer_ratio(), (0.1).as_integer_ratio())
print(x.hex(), float.fromhex("0x1.8p1"), (0.1).hex())
print(int(x), -x // 1, x % 1)
print(float(10 ** 20), float("1_000.5"), float(" 2.5e-3 "))
print((1.0).__round__(), round(7.25, 1), round(-7.25, 1))
print(2.0 ** 0.5, 10 ** -2, 4 ** 0.5, (-8) ** (1 / 3) == (-8) ** (1 / 3))
