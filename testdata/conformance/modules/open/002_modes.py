import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with open("m.txt", "w") as f:
    f.write("abc")
with open("m.txt", "a") as f:
    f.write("def")
print(open("m.txt").read())
with open("m.txt", "r+") as f:
    f.write("XY")
print(open("m.txt").read())
with open("m.txt", "w+") as f:
    f.write("new")
    f.seek(0)
    print(f.read())
with open("m.txt", "a+") as f:
    f.write("!")
    f.seek(0)
    print(f.read())
with open("x.txt", "x") as f:
    f.write("excl")
try:
    open("x.txt", "x")
except FileExistsError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename)

os.chdir('/')
shutil.rmtree(_base)
