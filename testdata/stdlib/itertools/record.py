#!/usr/bin/env python3
"""Record what CPython 3.11's itertools does with thousands of generated cases.

Run: python3 testdata/stdlib/itertools/record.py   (writes cases.json beside it)

Each case is a Python expression over the names of itertools and the helpers
in PRELUDE; its expectation is repr() of its value, or "ExcName: message"
when it raises. stdlib/itertools_ext_test.go evaluates every expression in
pyex with the same prelude and compares. The generator is seeded, so
recording twice writes the same file.
"""
import json
import os
import random

PRELUDE = '''
from itertools import *
import operator
def groups(it, key=None):
    return [(k, list(g)) for k, g in groupby(it, key)]
def lazy_groups(it, key=None):
    out = []
    for k, g in groupby(it, key):
        out.append((k, next(g, 'empty')))
    return out
def tees(it, n, order):
    ts = tee(it, n)
    out = []
    for i in order:
        out.append(next(ts[i % n], 'end') if n else 'none')
    return out, [list(t) for t in ts]
def consume(it, n):
    it = iter(it)
    taken = list(islice(it, *n))
    return taken, list(it)
def mod3(x):
    return x % 3
def first(x):
    return x[0] if x else ''
'''

rng = random.Random(20261123)


def rlist(maxlen=6, pool=range(-3, 10)):
    return [rng.choice(pool) for _ in range(rng.randint(0, maxlen))]


def rstr(maxlen=6, alphabet='aabbcd'):
    return ''.join(rng.choice(alphabet) for _ in range(rng.randint(0, maxlen)))


def rseq():
    k = rng.random()
    if k < 0.4:
        return repr(rlist())
    if k < 0.7:
        return repr(rstr())
    if k < 0.85:
        return 'range(%d)' % rng.randint(0, 7)
    return repr(tuple(rlist(4)))


def ridx():
    return rng.choice(['None', '0', '1', '2', '3', '5', '-1', '-2', "'a'", '1.0', 'True', '2**64', '10'])


cases = []
for _ in range(150):
    cases.append('list(combinations(%s, %d))' % (rseq(), rng.randint(-1, 5)))
    cases.append('list(combinations_with_replacement(%s, %d))' % (rseq(), rng.randint(-1, 4)))
    r = rng.choice(['', ', None', ', %d' % rng.randint(-1, 5)])
    cases.append('list(permutations(%s%s))' % (rseq(), r))
for _ in range(120):
    n = rng.randint(0, 3)
    args = ', '.join(rseq() for _ in range(n))
    rep = rng.choice(['', ', repeat=0', ', repeat=1', ', repeat=2', ', repeat=3', ', repeat=-1'])
    if args == '' and rep:
        rep = rep[2:]
    cases.append('list(product(%s%s))' % (args, rep))
for _ in range(250):
    n = rng.randint(1, 3)
    args = ', '.join(ridx() for _ in range(n))
    src = rng.choice(['range(12)', "'abcdefgh'", '[1, 2, 3]', '[]', 'count()'])
    if src == 'count()' and (n == 1 and args in ('None',) or n >= 2 and args.split(', ')[1] == 'None'):
        src = 'range(30)'
    cases.append('list(islice(%s, %s))' % (src, args))
for _ in range(80):
    n = rng.randint(1, 3)
    args = ', '.join(rng.choice(['None', '0', '1', '2', '3', '7']) for _ in range(n))
    cases.append('consume(range(10), (%s,))' % args)
for _ in range(120):
    seq = rng.choice([repr(rlist(8, range(0, 4))), repr(rstr(8)), repr(sorted(rlist(8, range(0, 5))))])
    key = rng.choice(['None', 'mod3', 'bool', 'str', 'lambda x: x < 2'])
    if key == 'mod3' and seq.startswith("'"):
        key = 'str.upper'
    fn = rng.choice(['groups', 'lazy_groups'])
    cases.append('%s(%s, %s)' % (fn, seq, key))
for _ in range(100):
    seq = repr(rlist(7))
    func = rng.choice(['', ', operator.mul', ', max', ', min', ', operator.sub', ', None', ', lambda a, b: a * 2 + b'])
    init = rng.choice(['', ', initial=None', ', initial=0', ', initial=100', ", initial='x'"])
    cases.append('list(accumulate(%s%s%s))' % (seq, func, init))
for _ in range(80):
    n = rng.randint(0, 4)
    args = ', '.join(rseq() for _ in range(n))
    fill = rng.choice(['', ', fillvalue=0', ", fillvalue='-'", ', fillvalue=None'])
    if args == '' and fill:
        fill = fill[2:]
    cases.append('list(zip_longest(%s%s))' % (args, fill))
for _ in range(60):
    cases.append('list(pairwise(%s))' % rseq())
    cases.append('list(compress(%s, %r))' % (rseq(), rlist(6, [0, 1, True, False, '', 'x'])))
    pred = rng.choice(['lambda x: x < 3', 'bool', 'lambda x: x % 2'])
    seq = repr(rlist(7))
    fn = rng.choice(['dropwhile', 'takewhile', 'filterfalse'])
    cases.append('list(%s(%s, %s))' % (fn, pred, seq))
for _ in range(60):
    n = rng.randint(0, 4)
    order = [rng.randint(0, 3) for _ in range(rng.randint(0, 8))]
    cases.append('tees(%s, %d, %r)' % (rseq(), n, order))
for _ in range(40):
    seqs = [rseq() for _ in range(rng.randint(0, 3))]
    cases.append('list(chain(%s))' % ', '.join(seqs))
    cases.append('list(chain.from_iterable([%s]))' % ', '.join(seqs))
    k = rng.randint(0, 12)
    cases.append('list(islice(cycle(%s), %d))' % (rseq(), k))
for _ in range(40):
    start = rng.choice(['0', '5', '-3', '1.5', '2**63-2', 'True', '0.25', '-2**65'])
    step = rng.choice(['', ', 1', ', 2', ', -1', ', 0.5', ', 0', ', True', ', 2**64'])
    cases.append('(repr(count(%s%s)), list(islice(count(%s%s), 4)))' % (start, step, start, step))
    obj = rng.choice(['1', "'a'", 'None', '[1]'])
    times = rng.choice(['', ', 0', ', 3', ', -2', ', True'])
    cases.append('(repr(repeat(%s%s)), list(islice(repeat(%s%s), 5)))' % (obj, times, obj, times))
for _ in range(40):
    pairs = [tuple(rlist(3, range(0, 4))) for _ in range(rng.randint(0, 4))]
    fn = rng.choice(['max', 'min', 'operator.add', 'pow', 'lambda *a: a'])
    cases.append('list(starmap(%s, %r))' % (fn, pairs))


def run(code):
    env = {}
    exec(PRELUDE, env)
    try:
        return repr(eval(code, env))
    except Exception as e:
        return f'{type(e).__name__}: {e}'


seen = set()
out = []
for c in cases:
    if c in seen:
        continue
    seen.add(c)
    out.append({'code': c, 'want': run(c)})
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, 'cases.json'), 'w') as f:
    json.dump({'prelude': PRELUDE, 'cases': out}, f, indent=1, ensure_ascii=False)
    f.write('\n')
print(len(out), 'cases')
