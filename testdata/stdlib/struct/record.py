#!/usr/bin/env python3
"""Record what CPython 3.11's struct does with generated cases.

Run: python3 testdata/stdlib/struct/record.py   (writes cases.json beside it)

Each case is a Python expression; its expectation is repr() of its value,
or "ExcName: message" when it raises. stdlib/struct_ext_test.go evaluates
every expression in pyex and compares. Formats are drawn from every byte
order and code, values from the edges of every integer width and from
floats that round in the half and single formats. Seeded: recording twice
writes the same file.
"""
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from recorder import write_cases  # noqa: E402

PRELUDE = '''
import struct
def rt(fmt, *vals):
    p = struct.pack(fmt, *vals)
    return p, struct.unpack(fmt, p), struct.calcsize(fmt)
'''

rng = random.Random(20250101)
ORDERS = ['', '@', '=', '<', '>', '!']
INT_CODES = 'bBhHiIlLqQnN'
EDGES = [0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536,
         2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**32 - 1, 2**32, 2**63 - 1, 2**63, -2**63, -2**63 - 1,
         2**64 - 1, 2**64]
FLOATS = [0.0, -0.0, 1.0, 0.1, 1 / 3, 65504.0, 65519.0, 65520.0, 6.1e-5, 5.96e-8, 2.98e-8, 1e-45, 1.4e-45,
          3.4028235e38, 3.4028236e38, 1e300, -1e300, float('inf'), 123.456, 2049.0, 2051.0, 1e-10]

cases = []
for order in ORDERS:
    for code in INT_CODES:
        if code in 'nN' and order not in ('', '@'):
            cases.append('struct.calcsize(%r)' % (order + code))
            continue
        for v in EDGES:
            cases.append('rt(%r, %d)' % (order + code, v))
    for code in 'efd':
        for v in FLOATS:
            cases.append('rt(%r, %r)' % (order + code, v))
for _ in range(300):
    order = rng.choice(ORDERS)
    n = rng.randint(1, 6)
    fmt = order
    vals = []
    for _ in range(n):
        code = rng.choice('xcbB?hHiIlLqQefds' + ('nNP' if order in ('', '@') else ''))
        count = rng.choice(['', '', '2', '3', '0'])
        fmt += count + code
        k = 1 if code in 'sp' else (int(count) if count else 1)
        if code == 'x':
            continue
        for _ in range(k):
            if code == 'c':
                vals.append(repr(bytes([rng.randrange(256)])))
            elif code in 'sp':
                vals.append(repr(bytes(rng.randrange(256) for _ in range(rng.randrange(6)))))
            elif code == '?':
                vals.append(rng.choice(['True', 'False', '0', '[]', "'x'"]))
            elif code in 'efd':
                vals.append(repr(rng.choice(FLOATS[:13])))
            else:
                size = struct.calcsize((order or '@') + code)
                lo, hi = (0, 2**(8 * size) - 1) if code.isupper() or code == 'P' else (-2**(8 * size - 1), 2**(8 * size - 1) - 1)
                vals.append(str(rng.choice([lo, hi, 0, rng.randint(lo, hi)])))
    cases.append('rt(%r%s)' % (fmt, ''.join(', ' + v for v in vals)))
    cases.append('struct.calcsize(%r)' % fmt)
for fmt in ['3', 'z', 'i 3 h', '<P', '=n', '>N', '2s3p', '999999999999999999999i', 'ii!', ' i ', '0i', 'c0q']:
    cases.append('struct.calcsize(%r)' % fmt)
for _ in range(60):
    n = rng.randrange(12)
    data = bytes(rng.randrange(256) for _ in range(n))
    off = rng.randrange(-12, 12)
    cases.append('struct.unpack_from(%r, %r, %d)' % (rng.choice(['<i', '>h', '2H', 'q', '<e', 'B']), data, off))


write_cases(__file__, PRELUDE, cases)
