# What an agent reads off a failed decode: where, why, and the bad bytes.
samples = [
    (b"\xff", "utf-8"),
    (b"ok \xc3\x28 bad", "utf-8"),
    (b"truncated \xe2\x82", "utf-8"),
    (b"\xed\xa0\x80", "utf-8"),
    (b"caf\xe9", "ascii"),
    (b"\x00", "utf-16"),
    (b"abc", "utf-32-le"),
]
for data, enc in samples:
    try:
        data.decode(enc)
    except UnicodeDecodeError as e:
        print(e)
        print("  ", e.encoding, e.start, e.end, repr(e.reason), e.object[e.start:e.end])
        print("  ", e.args == (e.encoding, e.object, e.start, e.end, e.reason), repr(e))
