import gzip
c1 = gzip.compress(b'abc', mtime=5)
for bad in [b'xx', c1[:-1], c1[:-8] + b'\x00\x00\x00\x00' + c1[-4:], c1[:-4] + b'\x09\x00\x00\x00', c1[:5],
            c1[:2] + b'\x09' + c1[3:], c1 + b'zz']:
    try:
        print(gzip.decompress(bad))
    except (gzip.BadGzipFile, EOFError) as e:
        print(type(e).__name__, e)
print(issubclass(gzip.BadGzipFile, OSError))
