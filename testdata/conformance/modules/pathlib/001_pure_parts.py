from pathlib import PurePath, PurePosixPath
for s in ["/usr/lib/python3.11/os.py", "a/b/c.tar.gz", ".", "/", "", "..", "a/../b", "//net/x", "///x", "a//b/./c/", ".bashrc", "x."]:
    p = PurePath(s)
    print(repr(s), repr(p), str(p), p.parts, repr(p.name), repr(p.stem), repr(p.suffix), p.suffixes, repr(p.root), repr(p.anchor), p.is_absolute())
