import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import zipfile
os.makedirs("src/sub")
open("src/a.txt", "w").write("AAA")
open("src/sub/b.txt", "w").write("BBB")
with zipfile.ZipFile("out.zip", "w", zipfile.ZIP_DEFLATED) as zf:
    zf.write("src/a.txt")
    zf.write("src/sub/b.txt", arcname="b_renamed.txt")
    zf.write("src/sub")
print(zipfile.is_zipfile("out.zip"), zipfile.is_zipfile("src/a.txt"))
with zipfile.ZipFile("out.zip") as zf:
    print(zf.namelist())
    zf.extractall("dest")
    print(zf.extract("src/a.txt", "one"))
for root, dirs, files in sorted(os.walk("dest")):
    print(root, sorted(dirs), sorted(files))
print(open("dest/b_renamed.txt").read(), open("one/src/a.txt").read())
with zipfile.ZipFile("out.zip", "a") as zf:
    zf.writestr("added.txt", "new")
with zipfile.ZipFile("out.zip") as zf:
    print(zf.namelist(), zf.read("added.txt"), zf.read("src/a.txt"))

os.chdir('/')
shutil.rmtree(_base)
