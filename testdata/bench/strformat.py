# bench: cpu
# String formatting the old and the middle way: % with tuples and dicts
# (%d %s %r %x %f %e %-10s %05d), str.format with positional, keyword,
# attribute and index fields and format specs, and format() of numbers.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


def percent_style(n):
    h = 0
    last = ""
    for i in range(n):
        s = "%d:%s|%x|%o|%5.2f|%-8s|%05d|%r" % (i, "k" + str(i % 10), i * 37, i % 512, i / 7.0, "ab" * (i % 4), i % 99999, "q")
        t = "%(name)s=%(val).3e (%(pct)3d%%)" % {"name": "v%d" % (i % 7), "val": i * 1.5, "pct": i % 101}
        h = (h * 31 + len(s) + len(t)) & 0xFFFFFFF
        last = s + " " + t
    return h, last


def format_style(n):
    h = 0
    last = ""
    p = Point(3, 4)
    row = ["alpha", "beta", "gamma"]
    for i in range(n):
        s = "{0}-{1}-{0}".format(i, i % 13)
        t = "{name:>10}|{val:<8.3f}|{n:^7d}|{n:#x}|{n:,}".format(name="id%d" % (i % 50), val=i / 3, n=i * 1001)
        u = "{p.x},{p.y} {r[1]} {!r:>12}".format("s%d" % (i % 9), p=p, r=row)
        h = (h * 31 + len(s) + len(t) + len(u)) & 0xFFFFFFF
        last = "|".join((s, t, u))
    return h, last


def builtin_format(n):
    out = []
    acc = 0
    for i in range(n):
        x = (i * 2654435761) % 1000003 / 997
        parts = (format(x, ".2f"), format(i, "08b"), format(x, "e"), format(i, "+d"), format(x, "10.4g"), format(i / (n or 1), ".1%"))
        acc += sum(len(p) for p in parts)
        if i % 9000 == 0:
            out.append(" ".join(parts))
    return acc, out


print(percent_style(60000))
print(format_style(45000))
acc, samples = builtin_format(50000)
print(acc)
for line in samples:
    print(line)
print("%s %r %a" % ("é", "é", "é"), "{:*^20}".format("mid"), "%c%c" % (72, "i"))
