import zlib
g = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03KLJ\x06\x00\xc2A$5\x03\x00\x00\x00'
for bad in [g[:-1] + b'\x00', g[:-5] + b'\x00' + g[-4:], g[:12], g[:5], b'\x1f\x8c' + g[2:], g[:2] + b'\x07' + g[3:]]:
    try:
        print(zlib.decompress(bad, 31))
    except zlib.error as e:
        print(e)
try:
    zlib.decompress(g, 15)
except zlib.error as e:
    print(e)
