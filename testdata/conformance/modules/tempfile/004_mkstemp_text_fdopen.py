import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
fd, path = tempfile.mkstemp(text=True)
with os.fdopen(fd, "w") as f:
    f.write("via fdopen\n")
print(open(path).read(), end="")
fd2, path2 = tempfile.mkstemp(prefix=b"bp_", suffix=b".bin")
print(isinstance(path2, bytes), os.path.basename(path2).startswith(b"bp_"), path2.endswith(b".bin"))
os.close(fd2)
d = tempfile.mkdtemp(prefix=b"bd_")
print(isinstance(d, bytes), os.path.isdir(d))
os.rmdir(d)
os.unlink(path)
os.unlink(path2)
print(os.path.exists(path))

os.chdir('/')
shutil.rmtree(_base)
