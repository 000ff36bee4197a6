import gzip
data = b'hello gzip world\n' * 50
c = gzip.compress(data, mtime=0)
print(c[:10], gzip.decompress(c) == data)
c = gzip.compress(data, 6, mtime=1234567890)
print(c[:10], gzip.decompress(c) == data)
for level in range(10):
    c = gzip.compress(data, level, mtime=7)
    print(level, c[:10], gzip.decompress(c) == data)
print(gzip.decompress(gzip.compress(b'', mtime=0)))
