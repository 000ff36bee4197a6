import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import glob
for d in ["a/b/c", "a/.hid/d", "e"]:
    os.makedirs(d)
for f in ["a/x.py", "a/b/y.py", "a/b/c/z.py", "a/.hid/d/w.py", "e/v.txt"]:
    open(f, "w").close()
print(sorted(glob.glob("a/**/*.py", recursive=True)))
print(sorted(glob.glob("a/**/*.py", recursive=True, include_hidden=True)))
print(sorted(glob.glob("**/", recursive=True)))
print(sorted(glob.glob("a/**/", recursive=True)))
print(sorted(glob.glob("*/", recursive=True)))
print(sorted(glob.glob("a/*/")), sorted(glob.glob("a/b/**", recursive=True)))
print(sorted(glob.glob("**/z.py", recursive=True)), sorted(glob.glob("**/*.txt", recursive=True)))

os.chdir('/')
shutil.rmtree(_base)
