import zlib
data = bytes(range(256)) * 50 + b'tail'
for level in range(-1, 10):
    c = zlib.compress(data, level)
    print(level, c[:2].hex(), zlib.decompress(c) == data, len(c) < len(data) or level == 0)
print(zlib.decompress(zlib.compress(b'')) == b'')
print(zlib.compress(b'', 0)[:2].hex())
