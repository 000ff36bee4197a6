import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
os.makedirs("d/e")
open("d/e/f", "w").close()
shutil.rmtree("d/e")
print(os.listdir("d"))
seen = []
shutil.rmtree("nope", onerror=lambda func, path, info: seen.append((func.__name__, path, info[0].__name__, str(info[1]))))
print(seen)
os.makedirs("m")
try:
    shutil.move("m", "m/inside")
except shutil.Error as e:
    print("Error", e)
open("one.txt", "w").write("1")
print(shutil.move("one.txt", "two.txt"), os.path.exists("one.txt"))
print(shutil.copy("two.txt", "three.txt"), open("three.txt").read())

os.chdir('/')
shutil.rmtree(_base)
