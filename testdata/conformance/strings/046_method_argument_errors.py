# The TypeErrors of str methods given keywords, too few or too many
# arguments, in CPython's words for each parser (clinic, ParseTuple,
# positional-only), with bytes' search methods alongside.
s = "abc"
for name in ["strip", "count", "find", "startswith", "center", "replace", "encode", "__format__", "maketrans"]:
    for a, kw in [((), {"x": 1}), ((), {}), (("a", "b", "c", "d", "e"), {})]:
        try:
            getattr(s, name)(*a, **kw)
            r = "ok"
        except Exception as e:
            r = type(e).__name__ + " " + str(e)
        print(name, len(a), bool(kw), r)
tests = [
    lambda: s.encode(encodin="x"), lambda: s.encode(1), lambda: s.encode(errors=5),
    lambda: s.encode("utf-8", encoding="x"), lambda: s.encode(encoding="ascii", errors="strict"),
    lambda: b"a".count(), lambda: bytearray(b"a").find(1, 2, 3, 4), lambda: s.count("a", 0, 5),
]
for f in tests:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
