# split and rsplit with a separator and maxsplit: overlapping and
# multi-byte separators, non-ASCII text, and CPython's argument errors.
texts = ["", "a", "aaa", "aaaa", "a,b,,c,", ",a,", "x--y----z", "é|ü||ö", "no sep here", "ab" * 10]
seps = [",", "aa", "--", "|", "||", "ab", "é"]
for t in texts:
    row = []
    for sep in seps:
        for m in (-1, 0, 1, 2):
            row.append(len(t.split(sep, m)))
            row.append(len(t.rsplit(sep, m)))
    print(repr(t), row, t.split(seps[0]), t.split("aa", 1), t.rsplit("|", 1))
print([p.isascii() for p in "a,é,b".split(",")], "a-b-c".split("-", maxsplit=1), "a-b-c".split(sep="-"))
for f in [lambda: "a b".split(" ", 10**30), lambda: "a b".split(" ", "x"), lambda: "a b".split(" ", 1.0),
          lambda: "a b".rsplit(maxsplit=-10**30), lambda: "a b c".split(None, True), lambda: "a".split(1),
          lambda: "a".split(",", 1, 2), lambda: "a".split(x=1), lambda: "a".split(",", sep=","),
          lambda: "a".split(""), lambda: "a".rsplit("", 1), lambda: "a,b".split(",", maxsplit=None)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
