#!/usr/bin/env python3
"""Record what CPython 3.11's json does with thousands of generated cases.

Run: python3 testdata/stdlib/json/record.py   (writes cases.json beside it)

Each case is a Python expression over the names json, nan, inf, and the
helpers defined in PRELUDE below; its expectation is repr() of its value, or
"ExcName: message" when it raises. stdlib/json_ext_test.go evaluates every
expression in pyex with the same prelude and compares. The generator is
seeded, so recording twice writes the same file.
"""
import json
import math
import os
import random

PRELUDE = '''
import json
nan = float('nan')
inf = float('inf')
class IntSub(int):
    def __repr__(self): return 'IntSub()'
class FloatSub(float):
    def __repr__(self): return 'FloatSub()'
class StrSub(str):
    pass
class DictSub(dict):
    pass
class ListSub(list):
    pass
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
def by_vars(o):
    return vars(o)
def to_list(o):
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    raise TypeError('cannot ' + type(o).__name__)
class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {'x': o.x, 'y': o.y}
        return super().default(o)
def chunks(v, **kw):
    return list(json.JSONEncoder(**kw).iterencode(v))
def pairs(v):
    return json.loads(v, object_pairs_hook=lambda p: p)
def err(doc, **kw):
    try:
        json.loads(doc, **kw)
    except json.JSONDecodeError as e:
        return (type(e).__name__, e.msg, e.pos, e.lineno, e.colno)
    return 'no error'
'''

rng = random.Random(20261122)

STR_POOL = ['', 'a', 'key', 'hello world', 'é', 'ñandú', '日本語', '😀', 'a"b', 'back\\slash',
            'tab\there', 'new\nline', '\r\x0c\x08', '\x00\x01\x1f', '\x7f', '\u2028\u2029',
            '\ud800', '\udc00x', '\ud83d\ude00', '</script>', "it's", 'ÿ\x80', '\U0010ffff']
FLOAT_POOL = [0.0, -0.0, 1.5, -2.25, 0.1, 1e16, 1e-7, 123456789.125, 1e300, 5e-324, 3.141592653589793,
              2.0 ** 53, 1e22, 1e21, 1e-5]
INT_POOL = [0, 1, -1, 42, 2 ** 31, -2 ** 63, 2 ** 63, 10 ** 20, -10 ** 30, 7]


def src(v):
    """Python source of a generated value."""
    if isinstance(v, float):
        if math.isnan(v):
            return 'nan'
        if math.isinf(v):
            return 'inf' if v > 0 else '-inf'
        return repr(v)
    if isinstance(v, (str, int, bool)) or v is None:
        return repr(v)
    if isinstance(v, list):
        return '[' + ', '.join(src(x) for x in v) + ']'
    if isinstance(v, tuple):
        return '(' + ''.join(src(x) + ', ' for x in v) + ')'
    if isinstance(v, dict):
        return '{' + ', '.join(src(k) + ': ' + src(x) for k, x in v.items()) + '}'
    raise TypeError(v)


def scalar(special=False):
    r = rng.random()
    if r < 0.3:
        return rng.choice(STR_POOL) if rng.random() < 0.6 else ''.join(
            rng.choice('abcxyz _-é"\\\n') for _ in range(rng.randint(0, 8)))
    if r < 0.55:
        return rng.choice(INT_POOL) if rng.random() < 0.5 else rng.randint(-1000, 1000)
    if r < 0.75:
        if special and rng.random() < 0.15:
            return rng.choice([math.nan, math.inf, -math.inf])
        return rng.choice(FLOAT_POOL) if rng.random() < 0.5 else round(rng.uniform(-1e4, 1e4), rng.randint(0, 6))
    return rng.choice([True, False, None])


def key(mixed):
    if not mixed or rng.random() < 0.7:
        return rng.choice(['a', 'b', 'name', 'id', 'é', 'z', 'A', '_', '10', '2', 'key with space', '😀'])
    return rng.choice([1, 2, -5, 2.5, True, False, None, 10 ** 20, 0.1])


def value(depth=0, special=False, mixed=False):
    r = rng.random()
    if depth > 3 or r < 0.45:
        return scalar(special)
    n = rng.randint(0, 4)
    if r < 0.65:
        return [value(depth + 1, special, mixed) for _ in range(n)]
    if r < 0.72:
        return tuple(value(depth + 1, special, mixed) for _ in range(n))
    d = {}
    for _ in range(n):
        d[key(mixed)] = value(depth + 1, special, mixed)
    return d


def kwargs_src():
    parts = []
    if rng.random() < 0.4:
        parts.append('indent=' + rng.choice(['0', '1', '2', '4', "'\\t'", "'--'", '-1', 'True']))
    if rng.random() < 0.3:
        parts.append('separators=' + rng.choice(["(',', ':')", "(', ', ': ')", "(';', '=')", "[',', ': ']"]))
    if rng.random() < 0.3:
        parts.append('sort_keys=True')
    if rng.random() < 0.3:
        parts.append('ensure_ascii=False')
    if rng.random() < 0.2:
        parts.append('allow_nan=False')
    if rng.random() < 0.2:
        parts.append('skipkeys=True')
    if rng.random() < 0.1:
        parts.append('check_circular=False')
    return ', '.join(parts)


def whitespace(text):
    """Sprinkle JSON whitespace around the structural characters."""
    out = []
    in_str = False
    esc = False
    for c in text:
        if in_str:
            out.append(c)
            if esc:
                esc = False
            elif c == '\\':
                esc = True
            elif c == '"':
                in_str = False
            continue
        if c == '"':
            in_str = True
        if c in '[]{},:' and rng.random() < 0.5:
            out.append(rng.choice([' ', '\n', '\t', '\r\n', '  ']))
        out.append(c)
    return ''.join(out)


def mutate(doc):
    """A likely malformed variant of doc."""
    if not doc:
        return rng.choice(['', ' ', '[', '{', '"', '-', 'n', 'tru'])
    i = rng.randrange(len(doc))
    r = rng.random()
    if r < 0.3:
        return doc[:i]
    if r < 0.5:
        return doc[:i] + doc[i + 1:]
    if r < 0.8:
        return doc[:i] + rng.choice(',:[]{}"\\x0-.eE \x01\'tnf') + doc[i:]
    return doc[:i] + rng.choice(',:[]{}"\\x0-.eE') + doc[i + 1:]


def cases():
    out = []
    # dumps of random values with random options
    for _ in range(1200):
        v = value(special=rng.random() < 0.3, mixed=rng.random() < 0.3)
        kw = kwargs_src()
        out.append(f'json.dumps({src(v)}{", " + kw if kw else ""})')
    # iterencode chunks (what dump writes)
    for _ in range(200):
        v = value()
        kw = kwargs_src()
        kw = ', '.join(p for p in kw.split(', ') if p and not p.startswith('check'))
        out.append(f'chunks({src(v)}{", " + kw if kw else ""})')
    # loads of valid documents
    for _ in range(800):
        v = value(special=rng.random() < 0.2)
        doc = json.dumps(v, ensure_ascii=rng.random() < 0.5)
        if rng.random() < 0.6:
            doc = whitespace(doc)
        if rng.random() < 0.2:
            doc = rng.choice([' ', '\n', '\t']) + doc + rng.choice(['', ' ', '\n\n'])
        fn = rng.choice(['json.loads', 'json.loads', 'json.loads', 'pairs'])
        out.append(f'{fn}({doc!r})')
    # loads of malformed documents
    for _ in range(900):
        v = value()
        doc = json.dumps(v, indent=rng.choice([None, None, 1]))
        for _ in range(rng.randint(1, 2)):
            doc = mutate(doc)
        out.append(f'err({doc!r})')
    # malformed documents with non-ASCII text: positions count code points
    for _ in range(400):
        v = value()
        doc = json.dumps(v, ensure_ascii=False, indent=rng.choice([None, 2]))
        for _ in range(rng.randint(1, 2)):
            doc = mutate(doc)
        out.append(f'err({doc!r})')
    # raw_decode from every kind of index
    for _ in range(200):
        v = value()
        doc = rng.choice(['', ' ', 'é ', 'x']) + json.dumps(v, ensure_ascii=False) + rng.choice(['', ' tail', 'é'])
        idx = rng.randint(0, len(doc))
        out.append(f'json.JSONDecoder().raw_decode({doc!r}, {idx})')
    # hooks
    hooks = ['parse_float=str', 'parse_int=float', 'parse_constant=str', 'object_hook=len',
             'object_pairs_hook=tuple', 'strict=False', 'parse_int=str, parse_float=repr']
    for _ in range(300):
        v = value(special=True)
        doc = json.dumps(v)
        if rng.random() < 0.3:
            doc = doc.replace('\\n', '\n')
        out.append(f'json.loads({doc!r}, {rng.choice(hooks)})')
    # fixed cases: subclasses, default, errors of dumps
    out += [
        'json.dumps(IntSub(5))', 'json.dumps(FloatSub(2.5))', 'json.dumps(StrSub("x"))',
        'json.dumps({IntSub(3): FloatSub(1.0)})', 'json.dumps(DictSub(a=1))', 'json.dumps(ListSub([1, 2]))',
        'json.dumps(FloatSub(nan), allow_nan=False)', 'json.dumps([nan], allow_nan=False)',
        'json.dumps({nan: 1})', 'json.dumps({inf: 1}, allow_nan=False)',
        'json.dumps(Point(1, 2))', 'json.dumps(Point(1, 2), default=by_vars)',
        'json.dumps([Point(1, 2), Point(3, 4)], cls=PointEncoder)', 'json.dumps({1, 2})',
        'json.dumps({3, 1, 2}, default=to_list)', 'json.dumps(frozenset([2]), default=to_list)',
        'json.dumps(object(), default=to_list)', 'json.dumps(b"x")', 'json.dumps(1j)',
        'json.dumps({(1, 2): 3})', 'json.dumps({(1, 2): 3}, skipkeys=True)',
        'json.dumps({"a": 1, 2: 3}, sort_keys=True)', 'json.dumps({2: 1, 1: 3, 1.5: 0}, sort_keys=True)',
        'json.dumps({None: 1, "b": 2}, sort_keys=True)', 'json.dumps([1, 2], indent=2.5)',
        'json.dumps([1, 2], indent="ab")', 'json.dumps([1], separators=(1, 2))',
        'json.dumps([1], separators=(",",))', 'json.dumps(10 ** 5000)',
        'json.dumps({10 ** 5000: 1})', 'json.dumps([1], foo=1)', 'json.dumps()',
        'json.loads(5)', 'json.loads(None)', 'json.loads(b"[1, 2]")', 'json.loads(bytearray(b"{}"))',
        'json.loads("[1, 2]".encode("utf-16"))', 'json.loads("[1]".encode("utf-16-le"))',
        'json.loads("[1]".encode("utf-16-be"))', 'json.loads("[1]".encode("utf-32"))',
        'json.loads("\\ufeff[1]".encode("utf-8"))', 'json.loads(b"\\xef\\xbb\\xbf[1]")',
        'err("\\ufeff[1]")', 'json.loads("1" * 5000)', 'json.loads("-" + "1" * 4300)',
        'json.loads("1" * 4300)', 'json.loads("12345678901234567890")', 'json.loads("-0")',
        'json.loads("-0.0")', 'json.loads("1E400")', 'json.loads("-1e-400")', 'json.loads("1.5e+3")',
        'json.loads("[1,2]", foo=1)', 'json.JSONDecoder().decode("[1] x")',
        'json.JSONDecoder().raw_decode("[1] x")', 'json.JSONDecoder().raw_decode("  [1]")',
        'json.JSONDecoder().raw_decode("é [1] x", 2)', 'json.JSONDecoder().raw_decode("[1]", 5)',
        'json.JSONEncoder().encode({"a": [1]})', 'json.JSONEncoder(indent=1).encode({"a": [1]})',
        'list(json.JSONEncoder().iterencode({"a": [1, {"b": None}]}))',
        'json.JSONEncoder().iterencode([1], _one_shot=True)',
        'json.encoder.encode_basestring("a\\"é\\n")', 'json.encoder.encode_basestring_ascii("a\\"é\\n😀")',
        'json.encoder.encode_basestring(5)', 'json.decoder.scanstring("\\"abc\\" x", 1)',
        'json.decoder.scanstring("xx\\"a\\\\nb\\"", 3)', 'json.decoder.scanstring("\\"abc", 1)',
        'json.dumps("\\ud800\\udc00")', 'json.dumps("\\udc00\\ud800", ensure_ascii=False) == "\\"\\udc00\\ud800\\""',
        'json.loads(\'"\\\\ud800\\\\udc00\\\\ud800x\\\\udc00"\')', 'json.loads(\'"\\\\uD83D\\\\uDE00"\')',
        'json.loads(\'"\\\\ud800\\\\u0041"\')', 'json.loads(\'"\\\\ud800\\\\"\')',
        'json.loads(\'"a\\tb"\', strict=False)', 'err(\'"a\\tb"\')',
        'json.loads("[" * 100 + "]" * 100) is not None', 'json.dumps([[[[[[[[[[]]]]]]]]]])',
        'json.dumps({"a": {}, "b": [], "c": ()}, indent=2)', 'json.dumps([], indent=2)',
        'json.dumps({}, indent=2)', 'json.dumps((), indent=2)', 'json.dumps("x", indent=2)',
        'json.dumps(True, indent=2)', 'json.loads("  true  ")', 'json.loads("NaN")',
        'json.loads("-Infinity")', 'json.loads("[Infinity, -Infinity, NaN]")', 'err("[-Inf]")',
        'err("nan")', 'err("[1,]")', 'err("{\\"a\\":1,}")', 'err("{\\"a\\" 1}")', 'err("\\n\\n  [1\\n  2]")',
        'err("[\\"\\\\x\\"]")', 'err("[\\"abc")', 'err("")', 'err("   ")', 'err("[1] [2]")',
        'err("{\\"é\\": tru}")', 'err("é")', 'err("[1e]")', 'err("[.5]")', 'err("[01]")', 'err("[+1]")',
        'err("[0x10]")', 'err("{1: 2}")', "err(\"{'a': 1}\")", 'err("[\\"\\\\u00\\"]")', 'err("[\\"\\\\u00zz\\"]")',
    ]
    return out


def evaluate(code, env):
    try:
        return repr(eval(code, env))
    except Exception as e:
        return f'{type(e).__name__}: {e}'


def main():
    env = {}
    exec(PRELUDE, env)
    cs = cases()
    records = [{'code': c, 'want': evaluate(c, env)} for c in cs]
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, 'cases.json'), 'w', encoding='utf-8') as f:
        json.dump({'prelude': PRELUDE, 'cases': records}, f, indent=1, ensure_ascii=True)
        f.write('\n')
    print(len(records), 'cases')


if __name__ == '__main__':
    main()
