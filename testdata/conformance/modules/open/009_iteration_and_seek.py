import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with open("i.txt", "w") as f:
    f.writelines(f"row {i}\n" for i in range(5))
with open("i.txt") as f:
    for n, line in enumerate(f):
        print(n, line.rstrip())
with open("i.txt") as f:
    first = next(f)
    print(repr(first), f.readline(), end="")
with open("i.txt") as f:
    f.read(3)
    pos = f.tell()
    print(pos, repr(f.read(4)))
    f.seek(pos)
    print(repr(f.read(4)))
    print(f.seek(0, 2), repr(f.read()))
    try:
        f.seek(1, 1)
    except OSError as e:
        print(type(e).__name__, e)
    try:
        f.seek(-1)
    except ValueError as e:
        print(e)

os.chdir('/')
shutil.rmtree(_base)
