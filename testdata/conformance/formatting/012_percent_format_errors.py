tests = [
    ("%d", "x"), ("%d %d", (1,)), ("%s", (1, 2)), ("%z", 1), ("%(a)s", {"b": 1}), ("%d", 3.9), ("%x", 3.0),
]
for fmt, args in tests:
    try:
        print(repr(fmt), "->", repr(fmt % args))
    except (TypeError, ValueError, KeyError) as e:
        print(repr(fmt), "->", type(e).__name__, e)
