import codecs

def attrs(e):
    return (type(e).__name__, e.encoding, e.object, e.start, e.end, e.reason)

for call in [lambda: codecs.decode(b"ab\xff", "utf-8"),
             lambda: codecs.encode("h\xe9", "ascii"),
             lambda: codecs.utf_8_decode(b"\xe2\x82"),
             lambda: codecs.utf_8_decode(b"\xe2\x82", "strict", True),
             lambda: codecs.getincrementaldecoder("utf-8")().decode(b"\xff"),
             lambda: codecs.latin_1_encode("\u0100x"),
             lambda: codecs.decode(b"\x00", "utf-16-le")]:
    try:
        print("ok", call())
    except UnicodeError as e:
        print(attrs(e))
        print("  ", e)
