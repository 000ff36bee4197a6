import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import glob
names = ["a1.txt", "a2.txt", "b1.txt", "ab.log", "x[1].txt", "space name.txt", "UPPER.TXT", ".dot.txt"]
for n in names:
    open(n, "w").close()
for pat in ["a?.txt", "[ab]*", "*[0-9].txt", "[!a]*.txt", "*.TXT", "*.txt", "x[[]1].txt", "x[1].txt", "* *", "a*.l?g", ".*", "*"]:
    print(repr(pat), sorted(glob.glob(pat)))

os.chdir('/')
shutil.rmtree(_base)
