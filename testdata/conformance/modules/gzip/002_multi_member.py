import gzip
a = gzip.compress(b'abc', mtime=5)
b = gzip.compress(b'def', mtime=6)
print(gzip.decompress(a + b), gzip.decompress(a + b'\x00\x00\x00' + b))
print(gzip.decompress(b''))
# A member written by CPython.
cp = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03KLJ\x06\x00\xc2A$5\x03\x00\x00\x00'
print(gzip.decompress(cp), gzip.decompress(cp * 3))
