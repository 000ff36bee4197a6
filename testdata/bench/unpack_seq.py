# bench: cpu
# Sequence unpacking in its common shapes: tuple and list targets, swaps,
# starred targets, nested targets in for loops, unpacking returned tuples
# and enumerate/zip/dict.items() pairs.


def pairs(n):
    out = []
    for i in range(n):
        out.append((i, i * 7 % 13, (i % 5, i % 3)))
    return out


def divmod_sum(n):
    acc = 0
    for i in range(1, n):
        q, r = divmod(i * 31, 17)
        a, b = q, r
        a, b = b, a
        acc += a - b
    return acc


def starred(rows):
    heads = 0
    tails = 0
    mids = 0
    for row in rows:
        first, *rest = row
        *init, last = row
        a, *mid, z = row
        heads += first
        tails += last
        mids += len(mid) + len(rest) - len(init)
    return heads, tails, mids


def nested(data):
    s = 0
    for i, j, (k, m) in data:
        s += i * k - j * m
    for idx, (i, j, _) in enumerate(data):
        if idx & 1:
            s ^= i + j
    return s


def minmax(seq):
    lo = hi = seq[0]
    for v in seq:
        if v < lo:
            lo = v
        if v > hi:
            hi = v
    return lo, hi


def fib_pairs(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, (a + b) % 1000003
    return a


def zipped(xs, ys):
    t = 0
    for x, y in zip(xs, ys):
        t += x * y
    d = {k: v for k, v in zip(xs, ys)}
    for k, v in d.items():
        t -= k ^ v
    return t


def run():
    data = pairs(150000)
    print(nested(data))
    rows = [[i, i + 1, i + 2, i + 3, i + 4] for i in range(100000)]
    print(starred(rows))
    print(divmod_sum(700000))
    total = 0
    for k in range(4000):
        lo, hi = minmax(list(range(k % 50, k % 50 + 40)))
        total += hi - lo
    print(total)
    print(fib_pairs(600000))
    xs = list(range(120000))
    ys = [x * 3 % 101 for x in xs]
    print(zipped(xs, ys))
    a, b, c, d, e, f = "abcdef"
    (g, h), [i, j] = "gh", ["i", "j"]
    print(a + b + c + d + e + f + g + h + i + j)


run()
