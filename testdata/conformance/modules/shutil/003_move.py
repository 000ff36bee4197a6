import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
open("f.txt", "w").write("F")
os.mkdir("dest")
print(shutil.move("f.txt", "dest"), os.listdir("dest"))
print(shutil.move("dest/f.txt", "g.txt"), os.path.exists("g.txt"))
os.makedirs("d1/inner")
open("d1/inner/x", "w").close()
print(shutil.move("d1", "d2"), sorted(os.listdir("d2")))
open("dest/g.txt", "w").close()
try:
    shutil.move("g.txt", "dest")
except shutil.Error as e:
    print(e)
try:
    shutil.move("missing", "x")
except FileNotFoundError as e:
    print(type(e).__name__)
print(shutil.move("d2", "dest"), sorted(os.listdir("dest")))

os.chdir('/')
shutil.rmtree(_base)
