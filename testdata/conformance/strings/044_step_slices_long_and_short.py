# Extended slices of ASCII and non-ASCII strs around the 64-byte stack
# buffer, every step sign, and the start/stop edge cases.
for base in ["abcdefghij" * 14, "0123456789", "é" + "xyz" * 30 + "ü"]:
    for step in (-130, -7, -3, -2, -1, 2, 3, 64, 65, 200):
        for start, stop in ((None, None), (1, None), (None, -1), (5, 100), (-3, 2), (100, 0)):
            r = base[start:stop:step]
            print(len(base), step, start, stop, len(r), r[:6], r[-4:], r.isascii()) if step in (-1, 3, 65) and start in (None, 5) else None
    print(base[::-1][:10], base[::2][-5:], base[1::63], base[-1:-70:-1][-3:])
