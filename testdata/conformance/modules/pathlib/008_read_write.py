import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
from pathlib import Path
p = Path("notes.txt")
print(p.write_text("line 1\nline 2\n"), p.read_text(), p.read_text().splitlines())
b = Path("data.bin")
print(b.write_bytes(b"\x00\x01\x02"), b.read_bytes(), b.stat().st_size)
print(Path("u.txt").write_text("héllo", encoding="utf-8"), Path("u.txt").read_bytes(), Path("u.txt").read_text(encoding="utf-8"))
for call in [lambda: p.write_text(b"x"), lambda: b.write_bytes("x")]:
    try:
        call()
    except TypeError as e:
        print(e)
try:
    Path("missing.txt").read_text()
except FileNotFoundError as e:
    print(e)
with p.open() as f:
    print(f.readline().strip())
with p.open("a") as f:
    f.write("line 3\n")
print(len(p.read_text().splitlines()))

os.chdir('/')
shutil.rmtree(_base)
