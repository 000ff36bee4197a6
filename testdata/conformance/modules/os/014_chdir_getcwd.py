import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
start = os.getcwd()
os.mkdir("inner")
os.chdir("inner")
print(os.path.basename(os.getcwd()), os.getcwd() == os.path.join(start, "inner"))
open("here.txt", "w").close()
os.chdir("..")
print(os.path.exists("inner/here.txt"), os.getcwd() == start)
print(os.path.abspath("x") == os.path.join(start, "x"), os.path.realpath("inner/../x") == os.path.join(start, "x"))
try:
    os.chdir("nope")
except FileNotFoundError as e:
    print(e)
try:
    os.chdir("inner/here.txt")
except NotADirectoryError as e:
    print(e)
print(isinstance(os.getcwdb(), bytes))

os.chdir('/')
shutil.rmtree(_base)
