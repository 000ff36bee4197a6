import gzip, io
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode='wb', mtime=0) as f:
    print(f.write(b'line one\n'), f.write(b'line two\nline three'))
    print(f.tell(), f.writable(), f.readable(), f.mode)
raw = buf.getvalue()
print(raw[:10], gzip.decompress(raw))
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print(f.read(4), f.readline(), f.readlines(), f.mtime, f.mode)
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print([line for line in f])
    f.seek(5)
    print(f.read(3), f.tell())
