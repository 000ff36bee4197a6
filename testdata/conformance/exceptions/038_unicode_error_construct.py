# Building the Unicode errors by hand, as codecs and error handlers do.
cases = [
    lambda: UnicodeDecodeError("utf-8", b"x", 0, 1, "bad"),
    lambda: UnicodeDecodeError("utf-8", b"abcd", 1, 3, "bad"),
    lambda: UnicodeDecodeError("utf-8", bytearray(b"ab"), 0, 1, "bad"),
    lambda: UnicodeDecodeError("utf-8", "text", 0, 1, "bad"),
    lambda: UnicodeDecodeError(b"utf-8", b"x", 0, 1, "bad"),
    lambda: UnicodeDecodeError("utf-8", b"x", "0", 1, "bad"),
    lambda: UnicodeDecodeError("utf-8", b"x", 0, 1),
    lambda: UnicodeEncodeError("ascii", "h\u20ac", 1, 2, "nope"),
    lambda: UnicodeEncodeError("ascii", "hello", 1, 4, "nope"),
    lambda: UnicodeEncodeError("ascii", b"h", 0, 1, "nope"),
    lambda: UnicodeEncodeError("ascii", "h", 0, 1, 5),
    lambda: UnicodeTranslateError("h\xe9", 1, 2, "untranslatable"),
    lambda: UnicodeTranslateError("hello", 0, 5, "untranslatable"),
    lambda: UnicodeTranslateError(b"h", 0, 1, "x"),
]
for make in cases:
    try:
        e = make()
        print(type(e).__name__, "|", e, "|", e.args[2:] if len(e.args) > 2 else e.args)
    except TypeError as err:
        print("TypeError", err)
e = UnicodeDecodeError("utf-8", bytearray(b"ab"), 0, 1, "bad")
print(type(e.object).__name__, type(e.args[1]).__name__)
t = UnicodeTranslateError("abc", 0, 1, "r")
print(t.encoding, t.object, t.start, t.end, t.reason)
