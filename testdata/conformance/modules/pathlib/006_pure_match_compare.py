from pathlib import PurePath
p = PurePath("/src/pkg/mod.py")
for pat in ["*.py", "mod.*", "pkg/*.py", "/src/*/*.py", "/*.py", "src/**/*.py", "*.PY", "*/*/*/*.py"]:
    print(pat, p.match(pat))
try:
    p.match("")
except ValueError as e:
    print(e)
a, b = PurePath("a/b"), PurePath("a/c")
print(a < b, a == PurePath("a//b"), a != b, sorted([PurePath("z"), PurePath("/y"), PurePath("a")]))
print(hash(a) == hash(PurePath("a/./b")), len({a, PurePath("a/b"), b}))
print(a == "a/b", PurePath("x").as_posix(), bytes(PurePath("x/y")), PurePath("/a b/c").as_uri())
try:
    PurePath("rel").as_uri()
except ValueError as e:
    print(e)
