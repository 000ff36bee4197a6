import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
from pathlib import Path
p = Path("a/b/../c/./d.txt")
print(p, p.parts, p.parent, p.name, p.suffix)
Path("a/b").mkdir(parents=True)
Path("a/c").mkdir()
Path("a/c/d.txt").write_text("D")
print(p.exists(), p.resolve() == Path.cwd() / "a" / "c" / "d.txt", p.read_text())
q = Path.cwd() / "a"
print([x.name for x in sorted(q.iterdir())], (q / "c" / "d.txt").relative_to(q))
print(Path("a") / ".." / "a" == Path("../a"), str(Path("./x/")), Path("x").with_suffix(".tar.gz").suffixes)

os.chdir('/')
shutil.rmtree(_base)
