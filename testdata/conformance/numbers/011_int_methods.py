n = 1024
print(n.to_bytes(2, "big"), n.to_bytes(4, "little"))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\xff\xff", "big", signed=True))
print((-1).to_bytes(2, "big", signed=True))
print(n.as_integer_ratio(), n.numerator, n.denominator, n.real, n.imag)
print(n.conjugate(), (7).__index__())
print(int("777", 8).bit_length())
print((10).__pow__(3), pow(10, 3, 7), pow(3, -1, 11))
