import zlib
data = b'wbits test data ' * 100
for wb in [9, 10, 12, 15, -9, -15, 25, 31]:
    c = zlib.compress(data, 6, wb)
    print(wb, zlib.decompress(c, wb) == data, c[:2].hex() if wb > 0 else '')
c = zlib.compress(data, wbits=31)
print(c[:4].hex(), c[9], zlib.decompress(c, 47) == data)
for lvl in (1, 6, 9):
    print(lvl, zlib.compress(b'x', lvl, 31)[8])
