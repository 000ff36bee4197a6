import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
from pathlib import Path
root = Path("repo")
files = {"src/app.py": "print('app')\n", "src/lib/util.py": "x = 1\n" * 3, "README.md": "# Title\n", "src/lib/data.json": "{}", "tests/test_app.py": "assert True\n"}
for rel, text in files.items():
    p = root / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)
py = sorted(root.rglob("*.py"))
print([str(p.relative_to(root)) for p in py])
print(sum(p.stat().st_size for p in py), max(py, key=lambda p: p.stat().st_size).name)
by_ext = {}
for p in sorted(root.rglob("*")):
    if p.is_file():
        by_ext.setdefault(p.suffix, []).append(p.name)
print(by_ext)
print([p.name for p in sorted((root / "src").iterdir())], (root / "src" / "app.py").read_text().strip())

os.chdir('/')
shutil.rmtree(_base)
