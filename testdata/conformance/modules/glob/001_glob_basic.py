import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import glob
for d in ["src/pkg", "docs", ".git"]:
    os.makedirs(d)
for f in ["a.py", "b.py", "c.txt", ".hidden.py", "src/m.py", "src/pkg/n.py", "docs/x.md", ".git/config"]:
    open(f, "w").close()
print(sorted(glob.glob("*.py")))
print(sorted(glob.glob("*")))
print(sorted(glob.glob("*", include_hidden=True)))
print(sorted(glob.glob(".*")))
print(sorted(glob.glob("src/*")), sorted(glob.glob("*/*.py")))
print(sorted(glob.glob("**/*.py", recursive=True)))
print(sorted(glob.glob("**", recursive=True)))
print(sorted(glob.glob("src/**", recursive=True)))
print(sorted(glob.glob("**/", recursive=True)))
print(sorted(glob.glob("**/*.py")))
print(glob.glob("nothing*"), glob.glob("a.py"), glob.glob("missing.py"), glob.glob("src/"), glob.glob("a.py/"))
print(sorted(glob.glob("?.py")), sorted(glob.glob("[ab].py")), sorted(glob.glob("[!a].*")))

os.chdir('/')
shutil.rmtree(_base)
