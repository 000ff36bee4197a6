import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
open("f.txt", "w").write("content")
os.rename("f.txt", "g.txt")
print(os.path.exists("f.txt"), open("g.txt").read())
open("h.txt", "w").write("other")
os.replace("h.txt", "g.txt")
print(open("g.txt").read(), sorted(os.listdir()))
os.mkdir("dir")
os.rename("dir", "dir2")
print(sorted(os.listdir()))
for f, args in [(os.remove, ("dir2",)), (os.remove, ("nope",)), (os.rmdir, ("g.txt",)), (os.rename, ("nope", "x")), (os.unlink, ("nope2",))]:
    try:
        f(*args)
    except OSError as e:
        print(f.__name__, type(e).__name__, e)
os.mkdir("full")
open("full/x", "w").close()
try:
    os.rmdir("full")
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror)
try:
    os.rename("g.txt", "full")
except OSError as e:
    print(type(e).__name__, e)
os.unlink("g.txt")
print(sorted(os.listdir()))

os.chdir('/')
shutil.rmtree(_base)
