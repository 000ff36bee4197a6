# Long strs built by += in loops, with the intermediate values kept,
# branched from and concatenated again: every str keeps its own value.
base = "x" * 130
kept = []
s = base
for i in range(40):
    kept.append(s)
    s += "<%d>" % i
print(len(s), s[-12:], [len(k) for k in kept[::8]])
print(all(k == s[:len(k)] for k in kept), kept[3][-8:])

a = base + "A"
b = base + "B"
c = a + "C"
d = a + "D"
print(a[-3:], b[-3:], c[-3:], d[-3:], c[:-1] == a, d[:-1] == a)

t = base
u = t + "one"
t += "two"
u += "three"
print(t[-6:], u[-10:], len(t), len(u))


def build(n):
    out = ""
    for i in range(n):
        out += f"line {i}: " + "ok" * (i % 3) + "\n"
    return out


r = build(2000)
print(len(r), r.count("\n"), r[-20:].split("\n")[-2], r.splitlines()[1234])
e = "é" * 70
f = e + "ü" * 70
g = f + "!"
print(len(f), len(g), g[-3:], f.isascii(), (base + "z").isascii(), g[69:72])
h = base
parts = []
for i in range(5):
    h = h + str(i)
    parts.append(h[-5:])
print(parts, h is not base, base[-3:], len(base))
