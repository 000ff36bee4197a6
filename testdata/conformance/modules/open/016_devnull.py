import os, contextlib
with open(os.devnull, "w") as f:
    print(f.write("gone"))
    with contextlib.redirect_stdout(f):
        print("silenced")
print(repr(open(os.devnull).read()), open(os.devnull, "rb").read())
print("done")
