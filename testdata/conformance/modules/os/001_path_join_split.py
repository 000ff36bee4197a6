import os.path as p
print(p.join("a", "b"), p.join("a/", "b"), p.join("/a", "/b", "c"), p.join("a", ""), p.join("", "b"))
print(p.split("a/b/c"), p.split("/a"), p.split("a/"), p.split(""), p.split("//x//y"))
print(p.basename("/x/y.tar.gz"), p.dirname("/x/y.tar.gz"), p.basename("dir/"), p.dirname("file"))
print(p.join(b"a", b"b"), p.split(b"/x/y"))
try:
    p.join("a", b"b")
except TypeError as e:
    print(e)
try:
    p.join("a", 3)
except TypeError as e:
    print(e)
try:
    p.join(None)
except TypeError as e:
    print(e)
