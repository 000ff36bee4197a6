import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
with tempfile.TemporaryDirectory() as d:
    print(os.path.isdir(d))
    open(os.path.join(d, "f"), "w").close()
    os.makedirs(os.path.join(d, "x", "y"))
print(os.path.exists(d))
t = tempfile.TemporaryDirectory(prefix="job_")
print(repr(t).startswith("<TemporaryDirectory '"), os.path.basename(t.name).startswith("job_"))
t.cleanup()
t.cleanup()
print(os.path.exists(t.name))

os.chdir('/')
shutil.rmtree(_base)
