import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import io
f = open("c.txt", "w")
f.write("x")
f.close()
f.close()
print(f.closed)
for op in [lambda: f.write("y"), lambda: f.read(), lambda: f.tell(), lambda: f.seek(0), lambda: next(iter(f))]:
    try:
        op()
    except ValueError as e:
        print(e)
r = open("c.txt")
try:
    r.write("z")
except io.UnsupportedOperation as e:
    print("UnsupportedOperation", e)
r.close()
w = open("c.txt", "a")
try:
    w.read()
except io.UnsupportedOperation as e:
    print("UnsupportedOperation", e)
print(w.readable(), w.writable(), w.seekable())
w.close()
rb = open("c.txt", "rb")
try:
    rb.write(b"x")
except io.UnsupportedOperation as e:
    print("UnsupportedOperation", e)
rb.close()

os.chdir('/')
shutil.rmtree(_base)
