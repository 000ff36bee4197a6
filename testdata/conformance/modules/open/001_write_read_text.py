import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with open("a.txt", "w") as f:
    print(f.write("first line\n"), f.write("second\n"))
with open("a.txt") as f:
    print(repr(f.read()))
with open("a.txt") as f:
    print(f.readline(), end="")
    print(f.readlines())
print(open("a.txt").read().splitlines())

os.chdir('/')
shutil.rmtree(_base)
