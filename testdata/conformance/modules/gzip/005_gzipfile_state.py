import gzip, io
raw = gzip.compress(b'some data\nmore\n', mtime=42)
g = gzip.GzipFile(fileobj=io.BytesIO(raw))
print(g.peek(3)[:3], g.read(), g.closed, g.mtime)
g.close()
print(g.closed)
try:
    g.read()
except ValueError as e:
    print('ValueError', e)
f = gzip.GzipFile(fileobj=io.BytesIO(), mode='wb', mtime=0)
try:
    f.read()
except OSError as e:
    print('OSError', e.errno, e)
f.close()
r = gzip.GzipFile(fileobj=io.BytesIO(raw), mode='rb')
try:
    r.write(b'x')
except OSError as e:
    print('OSError', e.errno, e)
print(r.read(4))
r.rewind()
print(r.read(4))
