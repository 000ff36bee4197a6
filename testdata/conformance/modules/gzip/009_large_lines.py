import gzip, io
lines = [('record %05d,' % i + 'x' * (i % 37) + '\n').encode() for i in range(3000)]
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode='wb', mtime=0) as f:
    for line in lines:
        f.write(line)
with gzip.GzipFile(fileobj=io.BytesIO(buf.getvalue())) as f:
    got = f.readlines()
print(got == lines, len(got), got[-1])
print(gzip.decompress(buf.getvalue()) == b''.join(lines))
