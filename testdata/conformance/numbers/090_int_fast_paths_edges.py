# Small-int arithmetic at the edges of 64 bits, where a fast path must
# hand over to big ints: shifts, products, sums and differences.
edges = [0, 1, -1, 7, -7, 2**31 - 1, -2**31, 2**31, 2**32, 2**62, -2**62, 2**63 - 1, -2**63]
print(5 << 3, -5 >> 1, 1 << 62, 1 << 63, -1 << 63, 3 << 70, -7 >> 100, 7 >> 100)
print(2**62 << 1, (-2**62) << 1, (-2**62) << 2, 46341 * 46341, -2**31 * 2**31, 2**31 * 2**31)
for x in edges:
    row = []
    for y in (0, 1, 2, 31, 32, 62, 63, 64):
        row.append((x << y, x >> y))
    print(x, row[:3], row[-3:])
for x in edges:
    print([x * y for y in edges[:7]], [x + y for y in edges[-4:]], [x - y for y in edges[-4:]])
try:
    1 << -1
except ValueError as e:
    print(type(e).__name__, e)
try:
    1 >> -5
except ValueError as e:
    print(type(e).__name__, e)
acc = 17
for i in range(2000):
    acc = (acc * 1103515245 + 12345) & 0x7FFFFFFF
    acc ^= acc >> 7
    acc = (acc << 3) - acc
print(acc)
