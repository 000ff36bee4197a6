a, b = 0b1100, 0b1010
print(a & b, a | b, a ^ b, ~a, a << 3, a >> 2)
print(-1 >> 10, -16 >> 2, -1 << 5)
print((1 << 100) >> 98)
print((255).bit_length(), (256).bit_length(), (0).bit_length(), (-255).bit_length())
print((0b10110111).bit_count(), (-7).bit_count())
print(-5 & 0xFF, -5 | 0, -5 ^ -1)
mask = 0
for bit in (0, 3, 5, 64):
    mask |= 1 << bit
print(mask, bin(mask))
