import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
open("src.txt", "w").write("payload")
os.chmod("src.txt", 0o640)
print(shutil.copyfile("src.txt", "dst.txt"), open("dst.txt").read())
os.mkdir("dir")
print(shutil.copy("src.txt", "dir"), oct(os.stat("dir/src.txt").st_mode & 0o777))
print(shutil.copy2("src.txt", "dir/two.txt"), os.stat("dir/two.txt").st_mtime == os.stat("src.txt").st_mtime)
try:
    shutil.copyfile("src.txt", "src.txt")
except shutil.SameFileError as e:
    print(type(e).__name__, e)
for args in [("missing", "x"), ("dir", "y")]:
    try:
        shutil.copyfile(*args)
    except OSError as e:
        print(type(e).__name__, e)
import io
src, dst = io.StringIO("abc" * 3), io.StringIO()
shutil.copyfileobj(src, dst, 4)
print(dst.getvalue())
shutil.copymode("src.txt", "dst.txt")
print(oct(os.stat("dst.txt").st_mode & 0o777))

os.chdir('/')
shutil.rmtree(_base)
