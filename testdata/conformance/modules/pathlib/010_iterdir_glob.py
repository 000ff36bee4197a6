import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
from pathlib import Path
root = Path("proj")
for p in ["src/pkg", "tests", "docs"]:
    (root / p).mkdir(parents=True)
for f in ["src/main.py", "src/pkg/__init__.py", "src/pkg/util.py", "tests/test_a.py", "docs/index.md", "README.md", ".env"]:
    (root / f).write_text(f)
print(sorted(p.name for p in root.iterdir()))
print(sorted(str(p) for p in root.glob("*.md")))
print(sorted(str(p) for p in root.glob("*")))
print(sorted(str(p) for p in root.glob("**/*.py")))
print(sorted(str(p) for p in root.rglob("*.py")))
print(sorted(str(p) for p in root.glob("src/*/*.py")))
print(sorted(str(p) for p in root.glob("**")))
print(sorted(str(p) for p in root.glob("*/")))
print(sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()))
print(list(root.glob("nomatch*")), sorted(str(p) for p in root.glob("src/main.py")))
for bad in ["", "/abs/*"]:
    try:
        list(root.glob(bad))
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)

os.chdir('/')
shutil.rmtree(_base)
