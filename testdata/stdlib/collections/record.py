#!/usr/bin/env python3
"""Record what CPython 3.11's collections do with generated cases.

Run: python3 testdata/stdlib/collections/record.py   (writes cases.json beside it)

Each case is a Python expression over collections and the helpers in
PRELUDE; its expectation is repr() of its value, or "ExcName: message"
when it raises. stdlib/collections_ext_test.go evaluates every expression
in pyex with the same prelude and compares. Deque cases run random scripts
of operations, so that the ring buffer wraps, grows and shrinks in every
way; Counter and namedtuple cases cover their arithmetic and binding. The
generator is seeded, so recording twice writes the same file.
"""
import json
import os
import random

PRELUDE = '''
from collections import deque, Counter, OrderedDict, namedtuple, defaultdict, ChainMap
def dq(script, maxlen=None, start=()):
    d = deque(start, maxlen)
    trace = []
    n = 100
    for op in script.split():
        n += 1
        name, _, arg = op.partition(':')
        try:
            if name == 'a':
                d.append(n)
            elif name == 'l':
                d.appendleft(n)
            elif name == 'p':
                trace.append(d.pop())
            elif name == 'q':
                trace.append(d.popleft())
            elif name == 'e':
                d.extend(range(n, n + int(arg)))
            elif name == 'f':
                d.extendleft(range(n, n + int(arg)))
            elif name == 'r':
                d.rotate(int(arg))
            elif name == 'i':
                d.insert(int(arg), n)
            elif name == 'd':
                del d[int(arg)]
            elif name == 'g':
                trace.append(d[int(arg)])
            elif name == 's':
                d[int(arg)] = n
            elif name == 'v':
                d.reverse()
            elif name == 'm':
                d.remove(d[int(arg)])
            elif name == 'x':
                trace.append(d.index(d[int(arg)]))
            elif name == 'c':
                d.clear()
            elif name == 'k':
                d = d.copy()
            elif name == 'o':
                d *= int(arg)
            elif name == 'u':
                d += d
        except IndexError as e:
            trace.append('IndexError: %s' % e)
    return d, trace, list(reversed(d)), len(d)
def cnt(a, b):
    ca, cb = Counter(a), Counter(b)
    return (ca + cb, ca - cb, ca | cb, ca & cb, +ca, -cb, ca == cb, ca <= cb, ca < cb,
            ca.most_common(3), sorted(ca.elements()), ca.total())
def cnt_inplace(a, b):
    ca = Counter(a)
    ca.subtract(b)
    x = +ca
    ca2 = Counter(a)
    ca2 += Counter(b)
    ca3 = Counter(a)
    ca3 -= Counter(b)
    ca4 = Counter(a)
    ca4 |= Counter(b)
    ca5 = Counter(a)
    ca5 &= Counter(b)
    return ca, x, ca2, ca3, ca4, ca5
def od(script):
    o = OrderedDict()
    out = []
    for op in script.split():
        name, _, k = op.partition(':')
        try:
            if name == 's':
                o[k] = len(out)
            elif name == 'd':
                del o[k]
            elif name == 'e':
                o.move_to_end(k)
            elif name == 'b':
                o.move_to_end(k, last=False)
            elif name == 'p':
                out.append(o.popitem())
            elif name == 'f':
                out.append(o.popitem(last=False))
        except KeyError as e:
            out.append('KeyError: %s' % e)
    return o, out, list(reversed(o))
'''

rng = random.Random(20261124)


def deque_op():
    k = rng.random()
    if k < 0.2:
        return 'a'
    if k < 0.35:
        return 'l'
    if k < 0.45:
        return 'p'
    if k < 0.55:
        return 'q'
    r = rng.random()
    choices = ['e:%d' % rng.randint(0, 12), 'f:%d' % rng.randint(0, 12), 'r:%d' % rng.randint(-20, 20),
               'i:%d' % rng.randint(-15, 15), 'd:%d' % rng.randint(-10, 10), 'g:%d' % rng.randint(-10, 10),
               's:%d' % rng.randint(-10, 10), 'v', 'm:%d' % rng.randint(-5, 5), 'x:%d' % rng.randint(-5, 5),
               'c', 'k', 'o:%d' % rng.randint(-1, 3), 'u']
    weights = [6, 4, 6, 4, 3, 4, 3, 1, 2, 2, 0.3, 1, 0.5, 0.5]
    return rng.choices(choices, weights)[0]


def cases():
    out = []
    for _ in range(300):
        script = ' '.join(deque_op() for _ in range(rng.randint(0, 60)))
        maxlen = rng.choice(['None', 'None', '0', '1', '3', '8', '20'])
        start = rng.choice(['()', 'range(5)', 'range(70)', "'abc'"])
        out.append(f'dq({script!r}, {maxlen}, {start})')
    for _ in range(120):
        a = ''.join(rng.choice('aabbbcdde') for _ in range(rng.randint(0, 12)))
        b = ''.join(rng.choice('abccdeffg') for _ in range(rng.randint(0, 12)))
        out.append(f'cnt({a!r}, {b!r})')
        out.append(f'cnt_inplace({a!r}, {b!r})')
    for _ in range(40):
        d = {rng.choice('abcdef'): rng.randint(-3, 5) for _ in range(rng.randint(0, 6))}
        out.append(f'cnt({d!r}, {rng.choice("abcdef") * rng.randint(0, 3)!r})')
    for _ in range(100):
        script = ' '.join(rng.choice(['s', 's', 'd', 'e', 'b', 'p', 'f']) + ':' + rng.choice('abcdefg')
                          for _ in range(rng.randint(0, 25)))
        out.append(f'od({script!r})')
    out += [
        "namedtuple('P', 'x y')(1, 2)", "namedtuple('P', 'x y', defaults=[0])(1)",
        "namedtuple('P', 'x y')(1)", "namedtuple('P', 'x y')(1, 2, 3)", "namedtuple('P', 'x y')(x=1, z=2)",
        "namedtuple('P', 'x y')(1, x=2)", "namedtuple('P', 'x, y', rename=True)._fields",
        "namedtuple('P', ['a', 'a', 'for', '_x', '0'], rename=True)._fields",
        "namedtuple('P', 'x y')._make((5, 6))._asdict()", "namedtuple('P', 'x y')._make((5,))",
        "namedtuple('P', 'x y')(1, 2)._replace(y=7)", "namedtuple('P', 'x y')(1, 2)._replace(q=7)",
        "namedtuple('P', '')()", "namedtuple('P', 'x')(1)", "namedtuple('P', 'a b c', defaults=(1, 2))._field_defaults",
        "namedtuple('P', 'a', defaults=(1, 2))", "namedtuple('for', 'a')", "namedtuple('P', 'a-b')",
        "namedtuple('P', 'a _b')", "namedtuple('P', 'a a')", "namedtuple(1, 'a')", "namedtuple('P', [1])",
        "defaultdict(list, a=[1])", "defaultdict(1)", "defaultdict(None)['x']", "repr(defaultdict(int, {1: 2}))",
        "ChainMap({'a': 1}, {'a': 2, 'b': 3})", "list(ChainMap({'a': 1}, {'b': 2, 'a': 3}))",
        "deque(range(10), 3)", "deque([1], -1)", "deque([1], 'x')", "deque(maxlen=2.5)",
    ]
    return out


def evaluate(ns, code):
    try:
        return repr(eval(code, ns))
    except Exception as e:
        return f'{type(e).__name__}: {e}'


def main():
    ns = {}
    exec(PRELUDE, ns)
    cs = [{'code': c, 'want': evaluate(ns, c)} for c in cases()]
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'cases.json')
    with open(path, 'w') as f:
        json.dump({'prelude': PRELUDE, 'cases': cs}, f, indent=1)
        f.write('\n')
    print(f'{len(cs)} cases written to {path}')


if __name__ == '__main__':
    main()
