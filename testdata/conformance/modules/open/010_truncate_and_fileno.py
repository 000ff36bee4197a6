import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with open("t.txt", "w+") as f:
    f.write("0123456789")
    print(f.truncate(4), f.tell())
    f.seek(0)
    print(repr(f.read()))
    print(isinstance(f.fileno(), int), f.isatty())
with open("t.txt", "rb+") as f:
    f.truncate(2)
    f.seek(0, 2)
    print(f.tell())
print(repr(open("t.txt").read()))
import os
print(os.path.getsize("t.txt"))

os.chdir('/')
shutil.rmtree(_base)
