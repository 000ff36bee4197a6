import zlib
zd = b'hello world common words'
co = zlib.compressobj(zdict=zd)
blob = co.compress(b'hello world hello common') + co.flush()
d = zlib.decompressobj(zdict=zd)
print(d.decompress(blob), d.eof)
try:
    zlib.decompress(blob)
except zlib.error as e:
    print('error', e)
co = zlib.compressobj(wbits=-15, zdict=zd)
raw = co.compress(b'common words') + co.flush()
print(zlib.decompressobj(-15, zdict=zd).decompress(raw))
