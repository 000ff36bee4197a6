import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
from pathlib import Path
import stat
p = Path("s.txt")
p.write_text("12345")
st = p.stat()
print(st.st_size, stat.S_ISREG(st.st_mode), p.samefile("s.txt"), p.samefile(Path("./s.txt")))
print(p.resolve() == Path.cwd() / "s.txt", p.absolute() == Path.cwd() / "s.txt", p.is_symlink(), p.is_mount())
p.chmod(0o600)
print(oct(p.stat().st_mode & 0o777))
print(Path("~").expanduser() == Path.home(), Path("x").expanduser())

os.chdir('/')
shutil.rmtree(_base)
