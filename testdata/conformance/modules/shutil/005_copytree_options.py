import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
os.makedirs("s/keep/skip")
for f in ["s/a.txt", "s/b.log", "s/keep/c.txt", "s/keep/skip/d.txt"]:
    open(f, "w").write(f)
calls = []
def ignore(path, names):
    calls.append((os.path.relpath(path), sorted(names)))
    return {n for n in names if n.endswith(".log") or n == "skip"}
copied = []
def copier(src, dst):
    copied.append((os.path.relpath(src), os.path.relpath(dst)))
    return shutil.copy(src, dst)
shutil.copytree("s", "t", ignore=ignore, copy_function=copier)
print(sorted(calls))
print(sorted(copied))
print(sorted(os.path.relpath(os.path.join(r, f), "t") for r, ds, fs in os.walk("t") for f in fs))

os.chdir('/')
shutil.rmtree(_base)
