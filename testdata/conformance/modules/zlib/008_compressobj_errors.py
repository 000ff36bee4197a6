import zlib
co = zlib.compressobj()
co.compress(b'x')
co.flush()
for t in [lambda: co.compress(b'y'), lambda: co.flush()]:
    try:
        t()
    except zlib.error as e:
        print('error', e)
print(co.flush(zlib.Z_NO_FLUSH))
for kw in [dict(level=10), dict(method=9), dict(memLevel=0), dict(strategy=9), dict(wbits=100)]:
    try:
        zlib.compressobj(**kw)
    except ValueError as e:
        print(kw, 'ValueError', e)
try:
    zlib.compressobj(zdict='x')
except TypeError as e:
    print('TypeError', e)
try:
    zlib.compressobj().compress('text')
except TypeError as e:
    print('TypeError', e)
