# Comprehensions and generator expressions evaluated again and again, in
# loops, recursively and kept for later: each evaluation sees its own
# closure cells.
def gens(n):
    out = []
    for k in range(n):
        out.append(x * k for x in range(3))
    return [list(g) for g in out]


def nested(depth):
    if depth == 0:
        return [0]
    return [d + sum(nested(depth - 1)) for d in range(depth)]


def scaled(rows, k):
    return [[v * k for v in r] for r in rows]


def later():
    fs = []
    for k in range(3):
        fs.append([lambda: k for _ in range(1)][0])
    return [f() for f in fs]


def interleaved():
    a = 10
    g1 = (x + a for x in range(3))
    a = 20
    first = next(g1)
    b = 100
    g2 = (x + b for x in range(3))
    return first, list(g1), list(g2)


def mixed(words):
    lens = {w: len(w) for w in words}
    firsts = {w[0] for w in words}
    return lens, sorted(firsts), max(len(w) for w in words)


print(gens(4))
print(nested(3))
print(scaled([[1, 2], [3]], 3), scaled([[1]], -1))
print(later())
print(interleaved())
print(mixed(["alpha", "beta", "gamma", "ab"]))
