import zlib
co = zlib.compressobj()
d = zlib.decompressobj()
a = co.compress(b'first message ') + co.flush(zlib.Z_SYNC_FLUSH)
print(d.decompress(a))
b = co.compress(b'second message') + co.flush(zlib.Z_FULL_FLUSH)
print(d.decompress(b), d.eof)
c = co.compress(b'!') + co.flush()
print(d.decompress(c), d.eof)
