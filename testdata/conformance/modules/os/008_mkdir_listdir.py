import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
os.mkdir("d")
os.mkdir("d/sub")
for name in ["b.txt", "a.txt", "c.py"]:
    open(os.path.join("d", name), "w").close()
print(sorted(os.listdir("d")), sorted(os.listdir(b"d")))
print(sorted(os.listdir()), os.listdir("d/sub"))
for args in [("d",), ("missing/x",)]:
    try:
        os.mkdir(*args)
    except OSError as e:
        print(type(e).__name__, e)
try:
    os.listdir("nope")
except FileNotFoundError as e:
    print(e)
try:
    os.listdir("d/a.txt")
except NotADirectoryError as e:
    print(e)

os.chdir('/')
shutil.rmtree(_base)
