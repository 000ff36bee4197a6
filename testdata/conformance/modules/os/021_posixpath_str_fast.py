# posixpath's split, splitext, basename and dirname over exact str, str
# subclasses, bytes and path-like objects, and the errors of other types.
import os
import posixpath
import pathlib


class S(str):
    def rfind(self, *a):
        return 0


class P:
    def __fspath__(self):
        return "/p/q.tar.gz"


for p in ["", "/", "//", "///a//", "a", "a/b/", "/a/b.txt", "/a/.bashrc", "..x.y", "a/...",
          "dir.d/file", "/x/y..", "naïve/é.py", S("/s/t.u"), b"/b/c.d", b"..", P(),
          pathlib.PurePosixPath("/pp/x.y")]:
    print(repr(p) if not isinstance(p, P) else "P()", posixpath.split(p), posixpath.splitext(p),
          repr(posixpath.basename(p)), repr(posixpath.dirname(p)))
for bad in [None, 3, ["a"]]:
    for f in (posixpath.split, posixpath.splitext, posixpath.basename, posixpath.dirname):
        try:
            f(bad)
        except TypeError as e:
            print(f.__name__, type(e).__name__, e)
print(os.path.basename("/q/r"), os.path.splitext("f.")[1] == ".")
