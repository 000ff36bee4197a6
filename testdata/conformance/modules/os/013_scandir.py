import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
os.mkdir("s")
os.mkdir("s/dir")
open("s/file.txt", "w").write("abc")
with os.scandir("s") as it:
    entries = sorted(it, key=lambda e: e.name)
for e in entries:
    print(e, e.name, e.path, e.is_dir(), e.is_file(), e.is_symlink())
print(entries[1].stat().st_size, os.fspath(entries[1]))
print(sorted(e.name for e in os.scandir()))
print(sorted(e.path for e in os.scandir(".")))
try:
    os.scandir("nope")
except FileNotFoundError as e:
    print(e)

os.chdir('/')
shutil.rmtree(_base)
