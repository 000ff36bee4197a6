import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with open("out.txt", "w") as f:
    print("hello", 42, file=f)
    print("a", "b", sep=",", end=";\n", file=f)
print(open("out.txt").read(), end="")

os.chdir('/')
shutil.rmtree(_base)
