# center/ljust/rjust/zfill and format's < ^ > over widths around the
# 64-byte stack buffers, negative widths, and one- to four-byte fills,
# summarised by a hash and a sample of lines.
lines = []
for s in ["", "a", "ab", "héllo", "-42", "x" * 70, "é" * 40]:
    for w in [-5, -1, 0, 1, 2, 5, 6, 64, 65, 66, 71, 130]:
        for f in [" ", ".", "é", "\U0001f600"]:
            r = (s.center(w, f), s.ljust(w, f), s.rjust(w, f), s.zfill(w))
            if w >= 0:
                g = (format(s, f"{f}^{w}"), format(s, f"{f}<{w}"), format(s, f"{f}>{w}"))
            else:
                g = ()
            lines.append(repr((len(s), w, f, [len(x) for x in r + g], r[0][:3], r[0][-3:], r[3][:4])))
h = 0
for line in lines:
    for ch in line:
        h = (h * 131 + ord(ch)) % 1000000007
print(len(lines), h)
for line in lines[::13]:
    print(line)
print(repr("ab".center(-3)), repr("7".zfill(-2)), repr("x".ljust(0, "*")))
