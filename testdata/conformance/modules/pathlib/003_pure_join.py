from pathlib import PurePath
p = PurePath("base")
print(p / "x", p / "x" / "y.txt", "pre" / p, p.joinpath("a", "b"), p / "/abs", p.joinpath())
print(PurePath("a", "b", "c"), PurePath("/a", "/b"), PurePath(PurePath("x"), "y"))
for bad in [1, None, b"bytes"]:
    try:
        PurePath(bad)
    except TypeError as e:
        print(e)
try:
    p / 3
except TypeError as e:
    print(e)
