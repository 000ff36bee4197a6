import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
for d in ["top/a/x", "top/b", "top/a/y"]:
    os.makedirs(d)
for f in ["top/1.txt", "top/a/2.txt", "top/a/x/3.txt", "top/b/4.txt"]:
    open(f, "w").close()
for root, dirs, files in os.walk("top"):
    dirs.sort()
    print(root, dirs, sorted(files))
print("bottom-up")
seen = []
for root, dirs, files in os.walk("top", topdown=False):
    seen.append((root, sorted(dirs), sorted(files)))
print(sorted(seen))
order = [r for r, _, _ in os.walk("top", topdown=False)]
print(order.index("top/a/x") < order.index("top/a") < order.index("top"))
print("pruned")
for root, dirs, files in os.walk("top"):
    if "a" in dirs:
        dirs.remove("a")
    print(root, sorted(dirs), sorted(files))
print(list(os.walk("missing")))
errs = []
list(os.walk("missing", onerror=errs.append))
print(type(errs[0]).__name__)

os.chdir('/')
shutil.rmtree(_base)
