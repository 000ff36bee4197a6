class M(dict):
    def __missing__(self, k):
        return k + 1 if k < 100 else None
class G:
    def __getitem__(self, k):
        if k == 120: raise IndexError
        if k == 121: raise ValueError("boom")
        return "<%d>" % k
tests = [
    ("hello world", str.maketrans("lo", "01", "w")),
    ("hello", {}),
    ("héllo wörld", {ord("é"): "e", ord("ö"): None, ord("l"): 0x4e16}),
    ("abc", {97: "xyz", 98: "", 99: 99}),
    ("abc", M({97: "A"})),
    ("abz", G()),
    ("abc", {97: 1.5}),
    ("abc", {97: -1}),
    ("abc", {97: 0x110000}),
    ("xy", G()),
    ("", {97: "b"}),
    ("aaa", {97: "\U0001f600"}),
    ("\ud800a", {97: "b"}),
    ("abc", [chr(i).upper() for i in range(99)]),
    ("abc", "zyxwvutsrqponmlkjihgfedcbaABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" * 2),
]
for s, tb in tests:
    try:
        r = s.translate(tb)
        print(repr(r), r.isascii(), len(r))
    except Exception as e:
        print(type(e).__name__, e)
try:
    "a".translate()
except Exception as e:
    print(type(e).__name__, e)
try:
    "a".translate(5)
except Exception as e:
    print(type(e).__name__, e)
