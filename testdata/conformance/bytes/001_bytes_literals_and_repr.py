data = [b"", b"abc", b"\x00\x01\xff", b"it's", b'say "x"', b"\t\n\r", bytes(3), bytes([65, 66, 67]), bytes(range(250, 256))]
for b in data:
    print(repr(b), len(b), list(b)[:4])
print(b"abc"[0], b"abc"[-1:], b"abc"[::-1], type(b"a"[0]).__name__)
