import os
os.environ["HOME"] = "/home/tester"
print(os.path.expanduser("~"), os.path.expanduser("~/docs"), os.path.expanduser("~other/x"), os.path.expanduser(b"~/b"))
os.environ["PYEX_V"] = "val"
print(os.path.expandvars("$PYEX_V/${PYEX_V}/$PYEX_MISSING/$"), os.path.expandvars(b"$PYEX_V"))
print(os.path.normpath(b"/a//b/../c"), os.path.splitext(b"x.tar.gz"), os.path.basename(b"/p/q"), os.path.dirname(b"/p/q"))
print(os.path.isabs(b"/x"), os.path.relpath(b"/a/b", b"/a"))
