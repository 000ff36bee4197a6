# GzipFile write-mode seeks, pathlib paths, mode and argument errors.
import gzip, io, pathlib, os, tempfile
os.chdir(tempfile.mkdtemp())
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode='w', mtime=0) as f:
    print(f.write(b'hello '), f.write(b''), f.write(bytearray(b'world')), f.tell())
    f.seek(15); print(f.tell())
    try: f.seek(3)
    except OSError as e: print(type(e).__name__, e)
    try: f.seek(0, 2)
    except ValueError as e: print(e)
    f.seek(2, 1); print(f.tell())
raw = buf.getvalue(); print(raw[:10].hex(), gzip.decompress(raw))
p = pathlib.Path('t.gz')
with gzip.open(p, 'wt', encoding='utf-8') as f: f.write('héllo\nworld\n')
with gzip.open(p, 'rt') as f: print(f.read().splitlines())
with gzip.open(str(p)) as f: print(f.read(), f.name, f.mode)
with gzip.GzipFile(p, 'rb') as f: print(f.name, f.mtime is not None)
for bad in [dict(mode='rbt'), dict(mode='rb', encoding='x'), dict(mode='rb', errors='x'), dict(mode='rb', newline='')]:
    try: gzip.open(p, **bad)
    except ValueError as e: print(e)
for m in ['rt', 'rU', 'z']:
    try: gzip.GzipFile(p, m)
    except ValueError as e: print(e)
try: gzip.open(3.5)
except TypeError as e: print(e)
g = gzip.GzipFile(fileobj=io.BytesIO(raw)); print(g.name, g.read(3), g.seek(-2, 2), g.read()); g.close(); g.close(); print(g.closed)
