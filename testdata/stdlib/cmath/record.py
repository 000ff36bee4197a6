"""Records cmath's results from python3 for stdlib/cmath_test.go: every
function on the grid of special values (infinities, zeros of both signs,
NaNs and finite numbers) and on random arguments, as the bits of the real
and imaginary parts or the name of the exception. Run: python3 record.py
(writes cases.json)."""

import cmath
import json
import math
import random
import struct

random.seed(20261122)
FUNCS = ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp", "log",
         "log10", "sin", "sinh", "sqrt", "tan", "tanh"]
KINDS = [-math.inf, -2.3, -0.0, 0.0, 2.3, math.inf, math.nan]


def bits(x):
    return struct.pack(">d", x).hex()


def outcome(f, *args):
    try:
        r = f(*args)
    except (ValueError, OverflowError) as e:
        return type(e).__name__
    if isinstance(r, tuple):
        return [bits(x) for x in r]
    if isinstance(r, float):
        return [bits(r)]
    return [bits(r.real), bits(r.imag)]


def rnd():
    k = random.random()
    if k < 0.1:
        return random.choice([1.0, -1.0, 0.5, 2.0, 1e-320, 1e308, -1e308])
    if k < 0.5:
        return random.uniform(-3, 3)
    return random.choice([1, -1]) * math.ldexp(random.random() + 0.5, random.randint(-1070, 1020))


cases = {}
for name in FUNCS:
    f = getattr(cmath, name)
    rows = []
    for x in KINDS:
        for y in KINDS:
            rows.append([bits(x), bits(y), outcome(f, complex(x, y))])
    for _ in range(250):
        x, y = rnd(), rnd()
        rows.append([bits(x), bits(y), outcome(f, complex(x, y))])
    cases[name] = rows
for name in ["rect", "polar", "phase"]:
    f = getattr(cmath, name)
    rows = []
    pairs = [(x, y) for x in KINDS for y in KINDS] + [(rnd(), rnd()) for _ in range(250)]
    for x, y in pairs:
        args = (x, y) if name == "rect" else (complex(x, y),)
        rows.append([bits(x), bits(y), outcome(f, *args)])
    cases[name] = rows
with open("cases.json", "w") as fp:
    json.dump(cases, fp, separators=(",", ":"), sort_keys=True)
