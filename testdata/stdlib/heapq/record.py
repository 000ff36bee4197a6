#!/usr/bin/env python3
"""Record what CPython 3.11's heapq and bisect do with generated cases.

Run: python3 testdata/stdlib/heapq/record.py   (writes cases.json beside it)

Each case is a Python expression over heapq, bisect and the helpers in
PRELUDE; its expectation is repr() of its value, or "ExcName: message"
when it raises. stdlib/heapq_ext_test.go evaluates every expression in
pyex with the same prelude and compares. Heaps are compared item for item
(the layout, not only the sorted order), and the helpers count the
comparisons made, so a different sift algorithm shows. The generator is
seeded, so recording twice writes the same file.
"""
import json
import os
import random

PRELUDE = '''
import heapq, bisect
class K:
    calls = 0
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        K.calls += 1
        return self.v < other.v
    def __repr__(self):
        return 'K(%r)' % (self.v,)
def ops(items, script):
    # script: a string of p (push next item), o (pop), r (replace), x (pushpop), h (heapify)
    K.calls = 0
    h, out, it = [], [], iter(items)
    for c in script:
        if c == 'p':
            heapq.heappush(h, K(next(it)))
        elif c == 'o':
            out.append(heapq.heappop(h).v if h else None)
        elif c == 'r':
            out.append(heapq.heapreplace(h, K(next(it))).v if h else None)
        elif c == 'x':
            out.append(heapq.heappushpop(h, K(next(it))).v)
        elif c == 'h':
            heapq.heapify(h)
    return [k.v for k in h], out, K.calls
def heapified(items):
    K.calls = 0
    h = [K(v) for v in items]
    heapq.heapify(h)
    return [k.v for k in h], K.calls
def drain(items):
    h = list(items)
    heapq.heapify(h)
    return [heapq.heappop(h) for _ in range(len(h))]
def merged(runs, **kw):
    return list(heapq.merge(*runs, **kw))
def insorted(items, side='right', key=None):
    a = []
    f = bisect.insort_right if side == 'right' else bisect.insort_left
    for x in items:
        if key is None:
            f(a, x)
        else:
            f(a, x, key=key)
    return a
def neg(x):
    return -x
def second(p):
    return p[1]
'''

rng = random.Random(20261122)


def rlist(maxlen=12, lo=-5, hi=20):
    return [rng.randint(lo, hi) for _ in range(rng.randint(0, maxlen))]


def heap_cases():
    cases = []
    for _ in range(150):
        n = rng.randint(0, 40)
        items = [rng.randint(0, 30) for _ in range(n + 10)]
        script = ''.join(rng.choice('pppoorxh') for _ in range(n))
        cases.append(f'ops({items!r}, {script!r})')
    for _ in range(80):
        cases.append(f'heapified({rlist(60, 0, 25)!r})')
    for _ in range(40):
        cases.append(f'drain({rlist(30)!r})')
    for _ in range(120):
        data = rlist(25, 0, 9)
        n = rng.randint(-1, 12)
        f = rng.choice(['nlargest', 'nsmallest'])
        src = rng.choice(['{!r}', 'iter({!r})']).format(data)
        key = rng.choice(['', ', key=neg', ', key=str'])
        cases.append(f'heapq.{f}({n}, {src}{key})')
    for _ in range(40):
        pairs = [(rng.choice('abcde'), rng.randint(0, 5)) for _ in range(rng.randint(0, 12))]
        f = rng.choice(['nlargest', 'nsmallest'])
        cases.append(f'heapq.{f}({rng.randint(1, 6)}, {pairs!r}, key=second)')
    for _ in range(80):
        rev = rng.random() < 0.3
        runs = [sorted(rlist(6, 0, 15), reverse=rev) for _ in range(rng.randint(0, 4))]
        kw = ', reverse=True' if rev else ''
        if rng.random() < 0.3:
            runs = [sorted(r, key=lambda v: -v, reverse=rev) for r in runs]
            kw += ', key=neg'
        cases.append(f'merged({runs!r}{kw})')
    cases += [
        'heapq.heappop([])', 'heapq.heapreplace([], 1)', 'heapq.heappushpop([], 1)',
        'heapq.heappush((), 1)', 'heapq.heapify(None)', 'heapq.heappop({})',
        'heapq.heappush([1], "a")', 'heapq.nlargest(2, [1, "a", 3])',
        'heapq.nsmallest(2, [1, "a", 3])', 'heapq.nsmallest("x", [1])',
        'heapq.merge([1], [2], foo=1)', 'list(heapq.merge([1, "a"], [2]))',
        'heapq.heapify([1, 2], 3)', 'heapq.heappush([])',
    ]
    return cases


def bisect_cases():
    cases = []
    for _ in range(200):
        a = sorted(rlist(15, 0, 10))
        x = rng.randint(-1, 11)
        f = rng.choice(['bisect_left', 'bisect_right', 'bisect'])
        extra = ''
        k = rng.random()
        if k < 0.2:
            extra = f', {rng.randint(0, len(a))}'
        elif k < 0.4:
            lo = rng.randint(0, len(a))
            extra = f', {lo}, {rng.randint(lo, len(a))}'
        elif k < 0.5:
            extra = f', hi={rng.randint(0, len(a))}'
        cases.append(f'bisect.{f}({a!r}, {x}{extra})')
    for _ in range(60):
        a = sorted(rlist(10, 0, 10), reverse=True)
        f = rng.choice(['bisect_left', 'bisect_right'])
        cases.append(f'bisect.{f}({a!r}, {-rng.randint(-1, 11)}, key=neg)')
    for _ in range(60):
        side = rng.choice(['left', 'right'])
        key = rng.choice(['None', 'neg'])
        cases.append(f'insorted({rlist(15, 0, 6)!r}, {side!r}, {key})')
    for _ in range(30):
        pairs = [(rng.choice('abc'), rng.randint(0, 4)) for _ in range(rng.randint(0, 8))]
        cases.append(f'insorted({pairs!r}, {rng.choice(["left", "right"])!r}, second)')
    cases += [
        'bisect.bisect_right([1], 1, -1)', 'bisect.bisect_left([1], 1, "a")',
        'bisect.bisect_left([1], 1, 0, 5)', 'bisect.bisect_left(3, 1)',
        'bisect.insort((1, 2), 1)', 'bisect.bisect_right([1], "a")',
        'bisect.bisect_left([1, 2, 3], 2, lo=1, hi=None)', 'bisect.bisect_left([1], x=1)',
        'bisect.bisect_left()', 'bisect.bisect_right([1], 1, 0, 1, 2)',
        'bisect.insort_left([1], 0, key=neg, lo=0)', 'bisect.bisect_left([3, 2], 2, key=neg)',
        'bisect.bisect_left(range(10), 4)', 'bisect.bisect_right("aceg", "d")',
    ]
    return cases


def evaluate(ns, code):
    try:
        return repr(eval(code, ns))
    except Exception as e:
        return f'{type(e).__name__}: {e}'


def main():
    ns = {}
    exec(PRELUDE, ns)
    cases = [{'code': c, 'want': evaluate(ns, c)} for c in heap_cases() + bisect_cases()]
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'cases.json')
    with open(path, 'w') as f:
        json.dump({'prelude': PRELUDE, 'cases': cases}, f, indent=1)
        f.write('\n')
    print(f'{len(cases)} cases written to {path}')


if __name__ == '__main__':
    main()
