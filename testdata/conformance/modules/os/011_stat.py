import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import stat
with open("s.txt", "w") as f:
    f.write("12345")
st = os.stat("s.txt")
print(st.st_size, stat.S_ISREG(st.st_mode), stat.S_ISDIR(st.st_mode))
print(type(st).__name__, len(st) == 10, st[6], isinstance(st.st_mtime, float), isinstance(st[8], int))
print(isinstance(st.st_mtime_ns, int), st.st_nlink)
d = os.stat(".")
print(stat.S_ISDIR(d.st_mode))
os.mkdir("k")
print(os.stat("k").st_nlink)
try:
    os.stat("missing")
except FileNotFoundError as e:
    print(e)
print(os.path.getsize("s.txt"), os.path.exists("s.txt"), os.path.isfile("s.txt"), os.path.isdir("s.txt"), os.path.islink("s.txt"))
print(os.path.exists("nope"), os.path.isfile("nope"), os.path.isdir("nope"), os.path.getmtime("s.txt") == st.st_mtime)
print(os.path.samefile("s.txt", "./s.txt"), os.path.lexists("s.txt"))

os.chdir('/')
shutil.rmtree(_base)
