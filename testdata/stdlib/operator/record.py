#!/usr/bin/env python3
"""Record what CPython 3.11's operator module does over a grid of values.

Run: python3 testdata/stdlib/operator/record.py   (writes cases.json beside it)

Each case is a Python expression over the operator module (as op) and the
values in PRELUDE; its expectation is repr() of its value, or
"ExcName: message" when it raises. stdlib/operator_ext_test.go evaluates
every expression in pyex with the same prelude and compares. The in-place
functions get fresh copies of their mutable operands.
"""
import json
import os

PRELUDE = '''
import operator as op
class Box:
    def __init__(self, v): self.v = v
    def __getitem__(self, i): return self.v[i]
    def __len__(self): return len(self.v)
    def __repr__(self): return 'Box(%r)' % (self.v,)
class Num:
    def __init__(self, v): self.v = v
    def __add__(self, o): return Num(self.v + 1)
    def __radd__(self, o): return 'radd'
    def __index__(self): return self.v
    def __repr__(self): return 'Num(%r)' % (self.v,)
'''

VALUES = ['0', '7', '-3', '2**70', 'True', '2.5', '-0.0', "float('inf')", '1+2j', "'ab'", "b'xy'",
          '[1, 2]', '(3,)', '{1, 2}', '{1: 2}', 'None', 'range(3)', 'Num(2)', 'Box([1])', 'frozenset({2})']

BINARY = ['add', 'sub', 'mul', 'matmul', 'truediv', 'floordiv', 'mod', 'pow', 'lshift', 'rshift',
          'and_', 'or_', 'xor', 'lt', 'le', 'eq', 'ne', 'gt', 'ge', 'concat', 'contains', 'countOf',
          'indexOf', 'getitem', 'is_', 'is_not']
INPLACE = ['iadd', 'isub', 'imul', 'imatmul', 'itruediv', 'ifloordiv', 'imod', 'ipow', 'ilshift',
           'irshift', 'iand', 'ior', 'ixor', 'iconcat']
UNARY = ['neg', 'pos', 'abs', 'inv', 'invert', 'not_', 'truth', 'index', 'length_hint']

SMALL = ['7', '-3', '2.5', "'ab'", '[1, 2]', '(3,)', '{1, 2}', 'None', 'Num(2)', 'Box([1])', 'True', '2**70']

# Huge results that would take CPython (and pyex) forever to compute.
SLOW = {('pow', '2**70'), ('ipow', '2**70'), ('lshift', '2**70'), ('ilshift', '2**70')}

cases = []
for f in BINARY:
    pool = VALUES if f not in ('countOf', 'indexOf', 'contains', 'getitem', 'concat') else VALUES
    for a in pool:
        for b in (VALUES if f in ('add', 'mul', 'eq', 'lt', 'concat', 'getitem', 'contains') else SMALL):
            # CPython folds two equal constant tuples of one code object
            # into one object; whether they are one is no business of
            # operator's.
            if f in ('is_', 'is_not') and a == b and a.startswith(('(', "'", 'b', 'f', '2')):
                continue
            if (f, b) not in SLOW:
                cases.append('op.%s(%s, %s)' % (f, a, b))
for f in INPLACE:
    for a in SMALL:
        for b in SMALL:
            if (f, b) not in SLOW:
                cases.append('op.%s(%s, %s)' % (f, a, b))
for f in UNARY:
    for a in VALUES:
        cases.append('op.%s(%s)' % (f, a))
for a in SMALL:
    cases.append('op.itemgetter(0, -1)(%s)' % a)
    cases.append('op.attrgetter("real", "imag")(%s)' % a)
    cases.append('op.methodcaller("count", 1)(%s)' % a)
    cases.append('op.length_hint(%s, 9)' % a)


def run(code):
    env = {}
    exec(PRELUDE, env)
    try:
        return repr(eval(code, env))
    except Exception as e:
        return f'{type(e).__name__}: {e}'


out = [{'code': c, 'want': run(c)} for c in cases]
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, 'cases.json'), 'w') as f:
    json.dump({'prelude': PRELUDE, 'cases': out}, f, indent=1, ensure_ascii=False)
    f.write('\n')
print(len(out), 'cases')
