import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
for args in [("missing.txt",), ("missing/inner.txt", "w"), (".",), (".", "w")]:
    try:
        open(*args)
    except OSError as e:
        print(type(e).__name__, e)
for mode in ["rw", "b", "rr", "rbt", "z", "", "r+b+"]:
    try:
        open("f.txt", mode)
    except ValueError as e:
        print(repr(mode), e)
for kw in [{"encoding": "utf-8"}, {"errors": "strict"}, {"newline": ""}]:
    try:
        open("f.txt", "rb", **kw)
    except ValueError as e:
        print(e)
try:
    open("f.txt", "w", buffering=0)
except ValueError as e:
    print(e)
for bad in [None, 3.5, ["x"]]:
    try:
        open(bad)
    except TypeError as e:
        print(e)
try:
    open("f.txt", 5)
except TypeError as e:
    print(e)

os.chdir('/')
shutil.rmtree(_base)
