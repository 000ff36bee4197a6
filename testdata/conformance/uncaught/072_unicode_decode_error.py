chunks = [b"hello", b"caf\xc3\xa9", b"\xff\xfe broken"]
for c in chunks:
    print(c.decode("utf-8"))
