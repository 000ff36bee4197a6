#!/usr/bin/env python3
"""Record what CPython 3.11's fractions module does with generated cases.

Run: python3 testdata/stdlib/fractions/record.py   (writes cases.json beside it)

Each case is a Python expression; its expectation is repr() of its value,
or "ExcName: message" when it raises. stdlib/fractions_ext_test.go
evaluates every expression in pyex and compares. Operands are drawn from a
seeded generator: Fractions small and huge, ints, bools, floats (with
infinities and nan) and complex numbers, through every operator in both
directions; strings are built from the pieces of the literal grammar, valid
and broken; then rounding, limit_denominator, hashing and conversions.
Recording twice writes the same file.
"""
import os
import random
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from recorder import write_cases  # noqa: E402


PRELUDE = '''
import math
from fractions import Fraction as F
inf, nan = float('inf'), float('nan')
'''

rng = random.Random(2718)


def frac():
    r = rng.random()
    if r < 0.5:
        return Fraction(rng.randint(-30, 30), rng.randint(1, 30))
    if r < 0.7:
        return Fraction(rng.randint(-10 ** 30, 10 ** 30), rng.randint(1, 10 ** 20))
    if r < 0.8:
        return Fraction(rng.randint(-5, 5))
    return Fraction(rng.uniform(-1000, 1000))


def lit(x):
    if isinstance(x, Fraction):
        return 'F(%d, %d)' % (x.numerator, x.denominator)
    if isinstance(x, float) and x != x:
        return 'nan'
    if isinstance(x, float) and x in (float('inf'), float('-inf')):
        return 'inf' if x > 0 else '-inf'
    return repr(x)


def other():
    r = rng.random()
    if r < 0.35:
        return frac()
    if r < 0.55:
        return rng.choice([0, 1, -1, 2, 7, -12, 10 ** 20, True, False])
    if r < 0.8:
        return rng.choice([0.0, -0.0, 0.5, 2.25, -3.75, 1e-300, 1e300, float('inf'), float('nan'),
                           rng.uniform(-50, 50)])
    return complex(rng.choice([0, 1.5, -2]), rng.choice([0, 0.5, -1]))


OPS = ['+', '-', '*', '/', '//', '%', '<', '<=', '>', '>=', '==', '!=']
cases = []
for _ in range(450):
    a, b = frac(), other()
    op = rng.choice(OPS)
    if isinstance(b, complex) and op in ('//', '%', '<', '<=', '>', '>='):
        op = rng.choice(['+', '-', '*', '/', '=='])
    cases.append('%s %s %s' % (lit(a), op, lit(b)))
    cases.append('%s %s %s' % (lit(b), op, lit(a)))
for _ in range(60):
    a, b = frac(), other()
    if not isinstance(b, complex):
        cases.append('divmod(%s, %s)' % (lit(a), lit(b)))
        cases.append('divmod(%s, %s)' % (lit(b), lit(a)))

# Powers: integral exponents give Fractions, others floats (or complex
# for negative bases).
for _ in range(80):
    a = Fraction(rng.randint(-12, 12), rng.randint(1, 12))
    e = rng.choice([rng.randint(-6, 6), Fraction(rng.randint(-6, 6), rng.choice([1, 2, 3])),
                    rng.choice([0.5, -1.5, 2.0])])
    cases.append('%s ** %s' % (lit(a), lit(e)))
    base = rng.choice([2, -3, 0, 1.5, Fraction(4, 9)])
    cases.append('%s ** %s' % (lit(base), lit(Fraction(rng.randint(-6, 6), rng.choice([1, 2])))))

# Strings: assembled from the grammar's pieces, most valid, some broken.
SIGNS = ['', '', '-', '+', '--']
SPACE = ['', '', ' ', '\\t', '\\n ']
for _ in range(200):
    num = rng.choice(['0', '7', '42', '1_000', '12_34_5', '', '007', '1__0', '_1'])
    if rng.random() < 0.4:
        tail = '/' + rng.choice(['3', '40', '0', '1_0', '-2', '', '2.5'])
    else:
        tail = rng.choice(['', '.', '.5', '.25_0', '.0001', '.x']) + rng.choice(
            ['', '', 'e3', 'E-2', 'e+1_0', 'e', 'e1.5'])
    text = rng.choice(SPACE) + rng.choice(SIGNS) + num + tail + rng.choice(SPACE)
    cases.append("F('%s')" % text)
for text in ['nan', 'inf', '0x1p3', '1 /2', '3/ 4', '\\u0663/\\u0664', '\\u00a01/2\\u2003', '1e1000', '-.e1']:
    cases.append("F('%s')" % text)

# Per-value properties.
for _ in range(150):
    a = frac()
    s = lit(a)
    cases.append('(%s, str(%s), hash(%s), float(%s), int(%s), bool(%s))' % (s, s, s, s, s, s))
    cases.append('(math.floor(%s), math.ceil(%s), math.trunc(%s), round(%s))' % (s, s, s, s))
    cases.append('round(%s, %d)' % (s, rng.randint(-3, 4)))
    cases.append('%s.limit_denominator(%d)' % (s, rng.choice([1, 2, 3, 10, 99, 1000, 10 ** 6])))
    cases.append('(abs(%s), -%s, +%s, %s.as_integer_ratio())' % (s, s, s, s))
for x in [0.1, 1e-320, 5e-324, 1.7976931348623157e308, -2.5, 3.0, float('inf'), float('nan'), 2 ** 0.5]:
    cases.append('(F(%s), F.from_float(%s))' % (lit(x), lit(x)))
    cases.append('hash(F(%s)) == hash(%s)' % (lit(x), lit(x)) if x == x and abs(x) != float('inf') else 'F(1) == %s' % lit(x))
for n, d in [(1, 2 ** 61 - 1), (-1, 2 ** 61 - 1), (2 ** 61 - 1, 1), (10 ** 400, 3), (1, 10 ** 400), (-(10 ** 400), 7)]:
    cases.append('(hash(F(%d, %d)), float(F(%d, %d)))' % (n, d, n, d))


write_cases(__file__, PRELUDE, cases, shared_env=True, ensure_ascii=False)
