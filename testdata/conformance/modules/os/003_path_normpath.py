import os.path as p
for s in ["a//b", "a/./b", "a/../b", "../a", "/../a", "//a//b", "///a", "a/b/../../..", "", ".", "/", "a/b/", "./././", "/a/b/../c/./d/"]:
    print(repr(s), repr(p.normpath(s)))
print(p.normpath(b"a/../b"))
