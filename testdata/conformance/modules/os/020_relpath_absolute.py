# posixpath.relpath of absolute paths (the Go path) through dots, doubled
# slashes, roots and non-ASCII names, and the cases it leaves to Python.
import posixpath
cases = [("/a/b/c", "/a"), ("/a", "/a/b/c"), ("/a/b", "/a/b"), ("/", "/"), ("/x/y", "/"), ("/", "/x/y"),
         ("/a/./b/../c", "/a//c/"), ("//a/b", "/a"), ("/a/b", "///a"), ("/srv/www/3/a/b", "/srv/www/5"),
         ("/a/b/", "/a/b/c/.."), ("/ü/x", "/ü/y"), ("/a b/c", "/a b"), ("/..", "/a"), ("/a/../../b", "/")]
print([posixpath.relpath(p, s) for p, s in cases])
print(posixpath.relpath("x/y", "x"), posixpath.relpath("/tmp", "/tmp"), posixpath.relpath(b"/a/b", b"/a"))
for bad in [("", "/a"), ("/a", b"/b"), (None, "/a")]:
    try: print(posixpath.relpath(*bad))
    except Exception as e: print(type(e).__name__, e)
