"""Records math's float results from python3 (CPython 3.11 on glibc) for
stdlib/math_test.go: for each function, random arguments across its range
and the bits of the result. Run: python3 record.py (writes cases.json)."""

import json
import math
import random
import struct

random.seed(20261122)
N = 400


def bits(x):
    return struct.pack(">d", x).hex()


def wide():
    return random.choice([1, -1]) * math.ldexp(random.random() + 0.5, random.randint(-40, 40))


def huge():
    return random.choice([1, -1]) * math.ldexp(random.random() + 0.5, random.randint(-1070, 1020))


def unit():
    return random.uniform(-1, 1)


def pos():
    return math.ldexp(random.random() + 0.5, random.randint(-1070, 1020))


def mid():
    return random.uniform(-30, 30)


def expo():
    return random.uniform(-745, 709)


def small():
    return random.uniform(-3, 3)


ONE = {
    "sin": [wide, huge, small], "cos": [wide, huge, small], "tan": [wide, huge, small],
    "asin": [unit], "acos": [unit], "atan": [wide, huge, small],
    "sinh": [mid, small, expo], "cosh": [mid, small, expo], "tanh": [mid, small],
    "asinh": [wide, huge], "acosh": [lambda: 1 + abs(wide()), pos], "atanh": [unit],
    "exp": [expo, small], "exp2": [lambda: random.uniform(-1074, 1023), small], "expm1": [mid, small, expo],
    "log": [pos, small], "log2": [pos], "log10": [pos], "log1p": [pos, unit],
    "erf": [mid, small], "erfc": [mid, small], "gamma": [mid, lambda: random.uniform(-180, 171)],
    "lgamma": [mid, pos, lambda: -abs(wide())], "cbrt": [wide, huge], "sqrt": [pos],
}
TWO = {
    "atan2": (wide, wide), "pow": (lambda: abs(wide()), small), "hypot": (wide, wide),
    "fmod": (huge, wide), "remainder": (wide, wide),
}


def record(fn, args):
    try:
        r = fn(*args)
    except (ValueError, OverflowError):
        return None
    return [bits(a) for a in args] + [bits(r)]


cases = {}
for name, gens in ONE.items():
    fn = getattr(math, name)
    rows = []
    while len(rows) < N:
        x = random.choice(gens)()
        row = record(fn, (x,))
        if row:
            rows.append(row)
    cases[name] = rows
for name, (g1, g2) in TWO.items():
    fn = getattr(math, name)
    rows = []
    while len(rows) < N:
        row = record(fn, (g1(), g2()))
        if row:
            rows.append(row)
    cases[name] = rows
rows = []
while len(rows) < N:
    v = [wide() for _ in range(random.randint(3, 6))]
    rows.append([bits(x) for x in v] + [bits(math.hypot(*v))])
cases["hypotN"] = rows
rows = []
while len(rows) < N:
    v = [random.choice([wide, huge, small])() for _ in range(random.randint(2, 12))]
    rows.append([bits(x) for x in v] + [bits(math.fsum(v))])
cases["fsum"] = rows
with open("cases.json", "w") as f:
    json.dump(cases, f, separators=(",", ":"), sort_keys=True)
