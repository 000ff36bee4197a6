# NamedTemporaryFile's close with and without delete (twice), and
# SpooledTemporaryFile's stores and TemporaryFile arguments.
import os
import tempfile
with tempfile.NamedTemporaryFile('w+', suffix='.txt') as f:
    f.write('hi'); f.seek(0); print(f.read(), os.path.exists(f.name))
    name = f.name
print(os.path.exists(name))
g = tempfile.NamedTemporaryFile(delete=False)
g.write(b'x'); g.close(); g.close()
print(os.path.exists(g.name)); os.unlink(g.name)
s = tempfile.SpooledTemporaryFile(10, mode='w+', encoding='utf-8', newline='')
s.write('abc'); s.seek(0); print(s.read(), sorted(s._TemporaryFileArgs.items()))
b = tempfile.SpooledTemporaryFile()
b.write(b'xyz'); b.seek(0); print(b.read(), list(b._TemporaryFileArgs))

