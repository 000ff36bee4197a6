# printf-style % formatting over a seeded matrix of flags, widths,
# precisions and conversions, with ints past 64 bits, floats, strs and
# the errors, summarised by a hash and a sample of lines.
seed = 7


def choice(seq):
    # A small linear congruential generator: no imports in this corpus.
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seq[(seed >> 8) % len(seq)]


vals = [0, 1, -1, 255, -255, 2**63-1, -2**63, 2**64+5, -(2**70), 3.5, -0.0, 1e300, float('inf'), float('nan'), -2.5e-7, True, "é", "abc"]
flags = ["", "-", "+", " ", "#", "0", "-0", "+0", "#0", " #", "-+#0 "]
widths = ["", "1", "5", "12", "*"]
precs = ["", ".0", ".3", ".12", ".*"]
convs = "diuoxXeEfFgGsrac"
out = []
for n in range(4000):
    v = choice(vals)
    spec = "%" + choice(flags) + choice(widths) + choice(precs) + choice(convs)
    args = []
    if "*" in spec.split(".")[0]: args.append(choice([3, -7, 0]))
    if ".*" in spec: args.append(choice([0, 2, 5]))
    args.append(v)
    try:
        r = spec % tuple(args)
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    out.append(spec + " " + repr(args) + " -> " + repr(r))
h = 0
for line in out:
    for ch in line:
        h = (h * 131 + ord(ch)) % 1000000007
print(h)
for line in out[::120]:
    print(line)
print(b"%5d|%-4x|%c|%s|%05.1f" % (42, 255, 65, b"hi", 2.25))
print("%(a)s %(b)05d %%" % {"a": "x", "b": -3})
