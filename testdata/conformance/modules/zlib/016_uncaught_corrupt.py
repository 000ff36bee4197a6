import zlib
print(zlib.decompress(zlib.compress(b'ok')))
zlib.decompress(b'not compressed at all')
