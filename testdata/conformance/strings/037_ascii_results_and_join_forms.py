# Results of str operations on ASCII and non-ASCII operands: lengths,
# indexing and slicing of what split, join, f-strings, concatenation, case
# maps, strip, replace and padding return; join over each kind of iterable.
class S(str):
    pass

x = "abc"
print(repr("".join([S("q")])), type("".join([S("q")])).__name__, "".join([x]) is x)
print(repr("-".join(())), repr("-".join(S(c) for c in "xyz")), "+".join({"k": 1}))
for bad in (5, None):
    try:
        "-".join(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    "-".join(["a", 1])
except TypeError as e:
    print(type(e).__name__, e)

def g():
    yield "a"
    raise ValueError("boom")

try:
    "-".join(g())
except ValueError as e:
    print(type(e).__name__, e)
print(x[:] is x, S("abc")[:], type(S("abc")[:]).__name__, x[::-1], x[1:], "héllo"[1:3], "héllo"[::2])
for s in ["  a b\x1c c\x1fd  ", "", "   ", " a  b ", "é a\u2003b"]:
    print(s.split(), s.split(None, 1), s.split(None, 0), s.rsplit(None, 1))
words = "é a\u2003b c".split()
print([len(w) for w in words], [w[-1] for w in words])
print("ab".ljust(6, "*"), "ab".rjust(6), "ab".center(7, "é"), "ab".ljust(1), "-12".zfill(6), "é".zfill(3))
print(len("x".center(200)), len("x".ljust(90, "é")), "x".ljust(90, "é")[-1])
print(len("é" + "a"), len("a" + "é"), len(f"{x}é"), ("é" + "a")[1], f"{x}é"[3], len("ÉTÉ".lower()))
w = "The quick brown fox " * 3
r = w.replace(" ", "é")
print(w.title(), len(r), r[4], r[-1], len(w.upper()), w.upper()[4])
print(str(), str(5), str(b"ab", "ascii"), str(object=3), type(str(S("z"))).__name__)
for args, kw in (((1, 2, 3, 4), {}), ((), {"x": 1}), ((b"a",), {"encoding": 1})):
    try:
        str(*args, **kw)
    except TypeError as e:
        print(type(e).__name__, e)
print("##abc:".strip("#:|>"), len("  é ".strip()), "  é ".strip()[0], "aé".upper()[1])
