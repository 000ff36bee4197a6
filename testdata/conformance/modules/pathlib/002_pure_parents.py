from pathlib import PurePosixPath as P
p = P("/a/b/c/d")
print(p.parent, p.parent.parent, list(p.parents), len(p.parents), p.parents[0], p.parents[-1], p.parents[1:3])
print(P("a/b").parent, P("a").parent, P(".").parent, P("/").parent, list(P("x/y").parents))
try:
    p.parents[10]
except IndexError as e:
    print("IndexError", e)
print(repr(p.parents))
