#!/usr/bin/env python3
"""Record what CPython 3.11's statistics module does with generated data.

Run: python3 testdata/stdlib/statistics/record.py   (writes cases.json beside it)

Each case is a Python expression; its expectation is repr() of its value,
or "ExcName: message" when it raises. stdlib/statistics_ext_test.go
evaluates every expression in pyex and compares. The data sets are drawn
from a seeded generator: small and huge ints, floats across many

magnitudes, Fractions, booleans, and mixes of them, with repeats (for the
modes) and a few infinities and nans; every function of the module runs on
each, then the two-variable functions on pairs and NormalDist on generated
parameters. Recording twice writes the same file.
"""
import os
import random
import sys
import statistics
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from recorder import write_cases  # noqa: E402

PRELUDE = '''
import statistics as st
from fractions import Fraction as F
from statistics import NormalDist as ND
inf, nan = float('inf'), float('nan')
'''

rng = random.Random(3141)


def lit(x):
    """Source text for a value of a data set."""
    if isinstance(x, Fraction):
        return 'F(%d, %d)' % (x.numerator, x.denominator)
    if isinstance(x, float) and x != x:
        return 'nan'
    if x == float('inf'):
        return 'inf'
    if x == float('-inf'):
        return '-inf'
    return repr(x)


def seq(xs):
    return '[' + ', '.join(lit(x) for x in xs) + ']'


def draw(kind):
    if kind == 'small':
        return rng.randint(-20, 20)
    if kind == 'pos':
        return rng.randint(1, 50)
    if kind == 'big':
        return rng.randint(-10 ** 25, 10 ** 25)
    if kind == 'float':
        return rng.uniform(-100, 100)
    if kind == 'wide':
        return rng.choice([1, -1]) * rng.random() * 10.0 ** rng.randint(-30, 30)
    if kind == 'pfloat':
        return rng.uniform(0.01, 50)
    if kind == 'short':
        return round(rng.uniform(-10, 10), rng.randint(0, 2))
    if kind == 'frac':
        return Fraction(rng.randint(-60, 60), rng.randint(1, 40))
    if kind == 'pfrac':
        return Fraction(rng.randint(1, 60), rng.randint(1, 40))
    if kind == 'bool':
        return rng.choice([True, False])
    raise ValueError(kind)


KINDS = [['small'], ['pos'], ['big'], ['float'], ['wide'], ['pfloat'], ['short'], ['frac'], ['pfrac'],
         ['bool'], ['small', 'frac'], ['pos', 'pfloat'], ['frac', 'float'], ['small', 'bool'],
         ['pfrac', 'pfloat', 'pos'], ['short', 'small']]

datasets = [[], [5], [2.5], [Fraction(1, 3)], [0, 0], [1, 1, 1, 1], [3, 0, 4],
            [1.0, float('inf')], [float('nan'), 2.0, 3.0], [float('-inf'), 1, 2],
            [float('inf'), float('-inf')], [1e300, 1e300], [10 ** 40, 1, -10 ** 40]]
for _ in range(110):
    kinds = rng.choice(KINDS)
    n = rng.choice([2, 2, 3, 4, 5, 6, 7, 8, 9, 12])
    xs = [draw(rng.choice(kinds)) for _ in range(n)]
    if rng.random() < 0.3:
        # Repeats, so that mode and multimode have something to find.
        xs += rng.sample(xs, k=min(len(xs), rng.randint(1, 3)))
        rng.shuffle(xs)
    datasets.append(xs)

ONE_ARG = ['mean', 'fmean', 'geometric_mean', 'harmonic_mean', 'median', 'median_low', 'median_high',
           'median_grouped', 'mode', 'multimode', 'pstdev', 'pvariance', 'stdev', 'variance']

cases = []
for xs in datasets:
    s = seq(xs)
    for name in ONE_ARG:
        cases.append('st.%s(%s)' % (name, s))
    cases.append('st.quantiles(%s)' % s)
    cases.append('st.quantiles(%s, n=%d, method=%r)' % (s, rng.randint(1, 12), rng.choice(['exclusive', 'inclusive'])))
    if xs and rng.random() < 0.5:
        c = lit(rng.choice(xs))
        cases.append('st.variance(%s, %s)' % (s, c))
        cases.append('st.pstdev(%s, %s)' % (s, c))
    if len(xs) >= 2 and rng.random() < 0.5:
        cases.append('st.median_grouped(%s, %s)' % (s, lit(draw(rng.choice(['pos', 'pfrac', 'pfloat'])))))
    if len(xs) >= 1 and rng.random() < 0.6:
        ws = [draw(rng.choice(['pos', 'pfloat', 'pfrac', 'bool'])) for _ in xs]
        cases.append('st.fmean(%s, %s)' % (s, seq(ws)))
        cases.append('st.harmonic_mean(%s, %s)' % (s, seq(ws)))

# Two variables: pairs of equal length, some constant, some of unequal length.
for _ in range(70):
    n = rng.choice([1, 2, 3, 4, 5, 8, 10])
    kx, ky = rng.choice(KINDS[:9]), rng.choice(KINDS[:9])
    x = [draw(rng.choice(kx)) for _ in range(n)]
    y = [draw(rng.choice(ky)) for _ in range(n)]
    r = rng.random()
    if r < 0.1:
        y = [y[0]] * n
    elif r < 0.2:
        x = [x[0]] * n
    elif r < 0.25:
        y = y[:-1]
    sx, sy = seq(x), seq(y)
    cases.append('st.covariance(%s, %s)' % (sx, sy))
    cases.append('st.correlation(%s, %s)' % (sx, sy))
    cases.append('st.linear_regression(%s, %s)' % (sx, sy))
    cases.append('st.linear_regression(%s, %s, proportional=True)' % (sx, sy))

# NormalDist: methods at generated points, operators, fitting and sampling.
PS = [1e-300, 1e-50, 1e-10, 1e-5, 0.001, 0.02425, 0.025, 0.075, 0.0750001, 0.1, 0.25, 0.3, 0.5, 0.6, 0.9,
      0.925, 0.97575, 0.999, 1 - 1e-9, 1 - 2 ** -53, 0.0, 1.0, -0.1, 1.5]
for p in PS:
    cases.append('ND().inv_cdf(%r)' % p)
for _ in range(40):
    mu = round(rng.uniform(-50, 50), rng.randint(0, 3))
    sigma = rng.choice([0, 0.5, 1, 2.5, round(rng.uniform(0.1, 20), 2)])
    d = 'ND(%r, %r)' % (mu, sigma)
    x = round(mu + rng.uniform(-4, 4) * (sigma or 1), 3)
    cases.append(d)
    cases.append('%s.pdf(%r)' % (d, x))
    cases.append('%s.cdf(%r)' % (d, x))
    cases.append('%s.inv_cdf(%r)' % (d, rng.choice(PS)))
    cases.append('%s.zscore(%r)' % (d, x))
    cases.append('%s.quantiles(%d)' % (d, rng.randint(1, 7)))
    cases.append('(%s.mean, %s.median, %s.mode, %s.stdev, %s.variance)' % (d, d, d, d, d))
    other = 'ND(%r, %r)' % (round(rng.uniform(-50, 50), 1), rng.choice([0, 1, 3.5, sigma or 2]))
    cases.append('%s.overlap(%s)' % (d, other))
    k = rng.choice([2, -3, 0.5, 1.25])
    cases.append('(%s + %s, %s - %s, %s * %r, %r * %s, %s / %r, -%s, %s == %s)' % (d, other, d, other, d, k, k, d, d, k, d, d, other))
    cases.append('(%s + %r, %r - %s)' % (d, x, x, d))
for n in range(2, 30, 3):
    xs = [draw('float') for _ in range(n)]
    cases.append('ND.from_samples(%s)' % seq(xs))
cases.append('ND.from_samples([1])')
cases.append('ND.from_samples([F(1, 3), F(2, 3), 2])')
for seed in [0, 1, 42, 'seed', 2 ** 70]:
    cases.append('ND(3, 2).samples(4, seed=%r)' % (seed,))
cases.append('ND(1, -1)')
cases.append('ND(1, 1).overlap(2)')


write_cases(__file__, PRELUDE, cases, shared_env=True, ensure_ascii=False)
