import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
u = shutil.disk_usage(".")
print(type(u).__name__, u._fields, u.total >= u.used >= 0, u.free >= 0)
print(shutil.which("definitely-not-a-command-xyz"))
print(issubclass(shutil.Error, OSError), issubclass(shutil.SameFileError, shutil.Error))
ts = shutil.get_terminal_size((100, 40))
print(type(ts).__name__, ts.columns > 0, ts.lines > 0)
ig = shutil.ignore_patterns("*.tmp", "cache")
print(sorted(ig("x", ["a.tmp", "b.txt", "cache", "cache2"])))

os.chdir('/')
shutil.rmtree(_base)
