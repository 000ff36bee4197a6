import _operator

print(_operator._compare_digest("abc", "abc"), _operator._compare_digest("abc", "abd"))
print(_operator._compare_digest(b"abc", b"abc"), _operator._compare_digest(b"ab", b"abc"))
print(_operator._compare_digest(bytearray(b"x"), b"x"))
for a, b in [("a", b"a"), (1, 1), ("é", "é"), (b"a", "a")]:
    try:
        _operator._compare_digest(a, b)
    except TypeError as e:
        print("TypeError:", e)
