import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import pathlib
p = pathlib.Path("p.txt")
with open(p, "w") as f:
    f.write("via path")
    print(f.name)
with open(b"p.txt") as f:
    print(f.name, f.read())
class P:
    def __fspath__(self):
        return "p.txt"
print(open(P()).read())

os.chdir('/')
shutil.rmtree(_base)
