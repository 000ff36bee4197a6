tries = [
    lambda: b"abc"[5],
    lambda: b"abc" + "d",
    lambda: bytes([256]),
    lambda: bytes([-1]),
    lambda: bytes("abc"),
    lambda: bytearray(b"x").__setitem__(0, 300),
    lambda: b"abc".index(b"z"),
    lambda: bytes.fromhex("zz"),
]
for t in tries:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__ + ":", e)
