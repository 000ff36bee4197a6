import gzip, io
print(gzip.READ, gzip.WRITE, gzip.__all__)
print(gzip.FTEXT, gzip.FHCRC, gzip.FEXTRA, gzip.FNAME, gzip.FCOMMENT)
raw = gzip.compress(b'x', mtime=0)
print(isinstance(gzip.GzipFile(fileobj=io.BytesIO(raw)), io.BufferedIOBase))
for mode in ['rt', 'z']:
    try:
        gzip.GzipFile(fileobj=io.BytesIO(raw), mode=mode)
    except ValueError as e:
        print('ValueError', e)
