import os.path as p
for s in ["a.py", "a.tar.gz", ".bashrc", "..x", "a.", "dir.d/file", "noext", "/a/.b.c", "...", "a/b.c/"]:
    print(repr(s), p.splitext(s))
print(p.splitext(b"x.bin"), p.splitdrive("/a/b"))
