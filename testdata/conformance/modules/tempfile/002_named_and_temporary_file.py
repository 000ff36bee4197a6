import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with tempfile.NamedTemporaryFile() as f:
    print(f.write(b"bytes"), os.path.exists(f.name))
    f.seek(0)
    print(f.read(), f.mode)
    name = f.name
print(os.path.exists(name))
with tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False) as f:
    f.write("text\n")
    name = f.name
print(name.endswith(".log"), open(name).read(), end="")
os.unlink(name)
with tempfile.TemporaryFile("w+") as t:
    t.write("x")
    t.seek(0)
    print(t.read())
s = tempfile.SpooledTemporaryFile(max_size=10)
s.write(b"hello")
s.seek(0)
print(s.read())
s.close()

os.chdir('/')
shutil.rmtree(_base)
