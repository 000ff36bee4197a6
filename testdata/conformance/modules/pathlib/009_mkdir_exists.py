import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
from pathlib import Path
d = Path("a/b/c")
try:
    d.mkdir()
except FileNotFoundError as e:
    print(type(e).__name__, e)
d.mkdir(parents=True)
print(d.exists(), d.is_dir(), d.is_file(), Path("a").is_dir())
d.mkdir(parents=True, exist_ok=True)
try:
    d.mkdir()
except FileExistsError as e:
    print(e)
f = Path("a/file.txt")
f.touch()
print(f.exists(), f.is_file(), f.stat().st_size)
f.touch()
try:
    f.touch(exist_ok=False)
except FileExistsError as e:
    print(e)
try:
    f.mkdir(exist_ok=True)
except FileExistsError as e:
    print(e)
print(Path("nope").exists(), Path("nope").is_dir(), Path("nope").is_file(), Path("a/file.txt/x").exists())

os.chdir('/')
shutil.rmtree(_base)
