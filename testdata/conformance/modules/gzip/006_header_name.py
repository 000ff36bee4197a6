import gzip, io
b = io.BytesIO()
with gzip.GzipFile('data.txt.gz', 'wb', 9, b, mtime=100) as f:
    f.write(b'x')
print(b.getvalue()[:19])
b = io.BytesIO()
with gzip.GzipFile('report.csv', 'wb', 1, b, mtime=2**31) as f:
    f.write(b'a,b\n1,2\n')
print(b.getvalue()[:21])
print(gzip.decompress(b.getvalue()))
with gzip.GzipFile(fileobj=io.BytesIO(b.getvalue())) as f:
    print(f.read(), f.mtime)
