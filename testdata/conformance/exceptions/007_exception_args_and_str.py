errors = [
    Exception(), Exception("one"), Exception("a", 2), ValueError(""), KeyError("key"),
    KeyError("a", "b"), OSError(2, "No such file"), IndexError(5), StopIteration(7),
]
for e in errors:
    print(f"{type(e).__name__:14} args={e.args!r:24} str={str(e)!r:22} repr={e!r}")
