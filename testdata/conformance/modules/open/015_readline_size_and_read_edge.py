import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with open("s.txt", "w") as f:
    f.write("abcdef\nxyz\n")
with open("s.txt") as f:
    print(repr(f.readline(3)), repr(f.readline(100)), repr(f.readline()), repr(f.readline()))
with open("s.txt") as f:
    print(repr(f.read(0)), repr(f.read(-1)), repr(f.read()))
with open("s.txt", "rb") as f:
    print(f.readline(2), f.peek(1)[:1], f.read1(3), f.readlines())
with open("empty.txt", "w"):
    pass
print(repr(open("empty.txt").read()), open("empty.txt").readlines())

os.chdir('/')
shutil.rmtree(_base)
