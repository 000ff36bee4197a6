import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
for d in ["tree/a/b", "tree/c"]:
    os.makedirs(d)
for f in ["tree/1.txt", "tree/a/2.py", "tree/a/b/3.txt", "tree/c/4.pyc"]:
    open(f, "w").write(f)
print(shutil.copytree("tree", "copy"))
def listing(top):
    return sorted(os.path.relpath(os.path.join(r, n), top) for r, ds, fs in os.walk(top) for n in ds + fs)
print(listing("copy"))
shutil.copytree("tree", "filtered", ignore=shutil.ignore_patterns("*.pyc", "b"))
print(listing("filtered"))
try:
    shutil.copytree("tree", "copy")
except FileExistsError as e:
    print(e)
shutil.copytree("tree", "copy", dirs_exist_ok=True)
print(open("copy/a/b/3.txt").read())
shutil.rmtree("copy")
print(os.path.exists("copy"))
try:
    shutil.rmtree("copy")
except FileNotFoundError as e:
    print(e)
shutil.rmtree("copy", ignore_errors=True)
try:
    shutil.rmtree("tree/1.txt")
except NotADirectoryError as e:
    print(e)
errors = []
shutil.rmtree("nope", onerror=lambda f, p, e: errors.append((f.__name__, p, e[0].__name__)))
print(errors)

os.chdir('/')
shutil.rmtree(_base)
