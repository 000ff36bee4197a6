z = complex(3, 4)
print(z, abs(z), z.real, z.imag, z.conjugate())
w = 1 - 2j
print(z + w, z - w, z * w, z / w)
print(1j * 1j, (1j) ** 2, 2 ** 1j == 2 ** 1j)
print(complex("1+2j"), complex(" -3.5j "), complex(2))
print(repr(-0j), repr(0j), repr(complex(-0.0, -0.0)))
print(1j == complex(0, 1), (1 + 0j) == 1)
print(complex(1e300, 1e300) * 10)
