import zlib
data = b'abcdefgh' * 500
blob = zlib.compress(data)
d = zlib.decompressobj()
head = d.decompress(blob[:len(blob) // 2])
e = d.copy()
r1 = head + d.decompress(blob[len(blob) // 2:])
r2 = head + e.decompress(blob[len(blob) // 2:])
print(r1 == data, r2 == data, d.eof, e.eof)
