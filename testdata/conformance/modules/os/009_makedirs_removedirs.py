import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
os.makedirs("a/b/c")
print(os.path.isdir("a/b/c"))
os.makedirs("a/b/c", exist_ok=True)
try:
    os.makedirs("a/b/c")
except FileExistsError as e:
    print(e)
open("a/file", "w").close()
try:
    os.makedirs("a/file", exist_ok=True)
except FileExistsError as e:
    print(e)
os.removedirs("a/b/c")
print(os.path.exists("a/b"), os.path.exists("a"))
os.makedirs("x/y/")
print(os.path.isdir("x/y"))

os.chdir('/')
shutil.rmtree(_base)
