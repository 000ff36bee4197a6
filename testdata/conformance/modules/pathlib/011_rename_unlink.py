import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
from pathlib import Path
a = Path("a.txt")
a.write_text("A")
b = a.rename("b.txt")
print(type(b).__name__, b, a.exists(), b.read_text())
c = b.replace(Path("c.txt"))
print(c, b.exists())
c.unlink()
print(c.exists())
try:
    c.unlink()
except FileNotFoundError as e:
    print(e)
c.unlink(missing_ok=True)
d = Path("d")
d.mkdir()
(d / "x").touch()
try:
    d.rmdir()
except OSError as e:
    print(type(e).__name__, e)
(d / "x").unlink()
d.rmdir()
print(d.exists())

os.chdir('/')
shutil.rmtree(_base)
