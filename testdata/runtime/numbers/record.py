#!/usr/bin/env python3
"""Record python3's behaviour for the numeric primitives of package runtime.

Run from anywhere with CPython 3.11:

    python3 testdata/runtime/numbers/record.py

It rewrites the *.jsonl.gz files beside it. Each line is a JSON array
[op, arg..., expected] in ASCII JSON (a lone surrogate is a \\udXXX escape,
which the Go side reads as WTF-8); runtime/*_record_test.go replay every
line through the Go functions and compares. The cases are generated from a fixed seed:
edge values, values around 2**31, 2**53, 2**63, 2**64, and random ones of
many sizes.

Expected values are encoded as strings:
    i:<decimal>          an int
    f:<16 hex digits>    a float, as its IEEE bits; f:nan for any NaN
    c:<f>,<f>            a complex, its two parts as above
    s:<text>             a str
    b:True / b:False     a bool
    t:<a>|<b>            a tuple
    y:<hex>              bytes
    e:<Type>:<message>   an exception
"""
import gzip
import json
import math
import os
import random
import struct
import sys

if sys.version_info[:2] != (3, 11):
    sys.exit("record.py needs CPython 3.11 (the oracle)")

HERE = os.path.dirname(os.path.abspath(__file__))
sys.set_int_max_str_digits(0)


def istr(v):
    """str(v) whatever the int digit limit in force."""
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return str(v)
    finally:
        sys.set_int_max_str_digits(old)


def fbits(x):
    if math.isnan(x):
        return "nan"
    return "%016x" % struct.unpack("<Q", struct.pack("<d", x))[0]


def enc(v):
    if isinstance(v, bool):
        return "b:%s" % v
    if isinstance(v, int):
        return "i:" + istr(v)
    if isinstance(v, float):
        return "f:" + fbits(v)
    if isinstance(v, complex):
        return "c:%s,%s" % (fbits(v.real), fbits(v.imag))
    if isinstance(v, str):
        return "s:" + v
    if isinstance(v, bytes):
        return "y:" + v.hex()
    if isinstance(v, tuple):
        return "t:" + "|".join(enc(x) for x in v)
    raise TypeError(type(v))


def run(fn):
    try:
        return enc(fn())
    except Exception as e:  # the exception is the expected result
        return "e:%s:%s" % (type(e).__name__, e)


def farg(x):
    """A float argument, as its bits (NaN keeps its sign bit)."""
    return "%016x" % struct.unpack("<Q", struct.pack("<d", x))[0]


class Out:
    def __init__(self, name):
        # gzip with a zero mtime keeps the files byte-for-byte reproducible.
        raw = open(os.path.join(HERE, name + ".gz"), "wb")
        self.raw = raw
        self.f = gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0)
        self.n = 0

    def add(self, *row):
        self.f.write((json.dumps(list(row)) + "\n").encode("ascii"))
        self.n += 1

    def close(self):
        self.f.close()
        self.raw.close()
        return self.n


def int_values(rnd):
    vals = set()
    for base in [0, 1, 2, 3, 7, 10, 100, 255, 256, 1000, 65535, 65536]:
        vals.add(base)
    for p in [8, 15, 16, 30, 31, 32, 52, 53, 54, 60, 61, 62, 63, 64, 65, 100, 127, 128, 200, 1000]:
        for d in (-2, -1, 0, 1, 2):
            vals.add(2 ** p + d)
    for p in [9, 18, 19, 20, 30]:
        vals.add(10 ** p)
        vals.add(10 ** p - 1)
    vals.add(2 ** 61 - 1)  # the hash modulus
    vals.add(2 ** 61 - 2)
    vals.add(2 ** 122 - 2 ** 61)
    for _ in range(150):
        bits = rnd.choice([1, 2, 3, 5, 8, 13, 20, 31, 32, 40, 52, 53, 62, 63, 64, 65, 70, 100, 128, 129, 200, 300])
        vals.add(rnd.getrandbits(bits))
    out = set()
    for v in vals:
        out.add(v)
        out.add(-v)
    return sorted(out)


def record_ints(rnd):
    o = Out("int_ops.jsonl")
    vals = int_values(rnd)
    small = [v for v in vals if abs(v) < 2 ** 70]
    for a in vals:
        s = str(a)
        o.add("neg", s, run(lambda: -a))
        o.add("abs", s, run(lambda: abs(a)))
        o.add("invert", s, run(lambda: ~a))
        o.add("bit_length", s, run(lambda: a.bit_length()))
        o.add("bit_count", s, run(lambda: a.bit_count()))
        o.add("float", s, run(lambda: float(a)))
        o.add("hash", s, run(lambda: hash(a)))
        o.add("bin", s, run(lambda: bin(a)))
        o.add("oct", s, run(lambda: oct(a)))
        o.add("hex", s, run(lambda: hex(a)))
        for length, order, signed in [(8, "big", True), (9, "little", False), (16, "little", True)]:
            o.add("to_bytes", s, length, order, signed, run(lambda: a.to_bytes(length, order, signed=signed)))
    pairs = [(rnd.choice(vals), rnd.choice(vals)) for _ in range(3000)]
    pairs += [(rnd.choice(small), rnd.choice(small)) for _ in range(3000)]
    edge = [0, 1, -1, 2, -2, 2 ** 63 - 1, -2 ** 63, 2 ** 63, 2 ** 64, -2 ** 64, 2 ** 53 + 1]
    pairs += [(a, b) for a in edge for b in edge]
    for a, b in pairs:
        sa, sb = str(a), str(b)
        o.add("add", sa, sb, run(lambda: a + b))
        o.add("sub", sa, sb, run(lambda: a - b))
        o.add("mul", sa, sb, run(lambda: a * b))
        o.add("floordiv", sa, sb, run(lambda: a // b))
        o.add("mod", sa, sb, run(lambda: a % b))
        o.add("divmod", sa, sb, run(lambda: divmod(a, b)))
        o.add("truediv", sa, sb, run(lambda: a / b))
        o.add("and", sa, sb, run(lambda: a & b))
        o.add("or", sa, sb, run(lambda: a | b))
        o.add("xor", sa, sb, run(lambda: a ^ b))
        o.add("cmp", sa, sb, run(lambda: (a > b) - (a < b)))
        sh = b % 150 - 20
        o.add("lshift", sa, str(sh), run(lambda: a << sh))
        o.add("rshift", sa, str(sh), run(lambda: a >> sh))
        e = b % 40 - 5
        o.add("pow", sa, str(e), run(lambda: a ** e))
        o.add("powmod", sa, sb, str(b // 3 + 1 if b % 5 else b), run(lambda: pow(a, b, b // 3 + 1 if b % 5 else b)))
        o.add("powmod", sa, str(e), sb, run(lambda: pow(a, e, b)))
    # Big shifts and powers, and true division with huge and tiny results.
    for a in [1, -1, 3, -3, 2 ** 64 + 1, -(2 ** 100) - 7]:
        for sh in [0, 63, 64, 65, 1000, 2 ** 40, 2 ** 70]:
            o.add("rshift", str(a), str(sh), run(lambda: a >> sh))
        for sh in [63, 64, 1000, 5000]:
            o.add("lshift", str(a), str(sh), run(lambda: a << sh))
    for _ in range(1500):
        a = rnd.getrandbits(rnd.randrange(1, 1200)) * rnd.choice([1, -1])
        b = rnd.getrandbits(rnd.randrange(1, 1200)) * rnd.choice([1, -1]) or 1
        o.add("truediv", str(a), str(b), run(lambda: a / b))
    for a, b in [(1, 3), (2 ** 1024, 1), (2 ** 1024 - 1, 1), (2 ** 1024 - 2 ** 970, 1), (2 ** 1024 - 2 ** 971, 1),
                 (1, 2 ** 1074), (1, 2 ** 1075), (3, 2 ** 1076), (1, 2 ** 1075 - 1), (-1, 2 ** 1075 + 1),
                 (10 ** 400, 10 ** 399), (10 ** 300, 10 ** 600), (0, -5), (0, -(10 ** 30))]:
        o.add("truediv", str(a), str(b), run(lambda: a / b))
    for a in [2 ** 1023, 2 ** 1024, 2 ** 1024 - 2 ** 970, 2 ** 1024 - 2 ** 971, 2 ** 1024 - 2 ** 971 - 1,
              2 ** 53 + 1, 2 ** 54 + 3, 2 ** 64 - 1, 2 ** 63 + 2 ** 10 + 1]:
        for s in (1, -1):
            o.add("float", str(a * s), run(lambda: float(a * s)))
    for a in [0, 1, 2, 3, 10, 2 ** 64, 12345]:
        for e in [0, 1, 2, 10, 64, 100]:
            o.add("pow", str(a), str(e), run(lambda: a ** e))
            o.add("pow", str(-a), str(e), run(lambda: (-a) ** e))
    return o.close()


def record_int_str(rnd):
    o = Out("int_str.jsonl")
    for limit in (4300, 640, 0):
        sys.set_int_max_str_digits(limit)
        for n in [639, 640, 641, 4299, 4300, 4301, 5000]:
            for v in [10 ** (n - 1), 10 ** n - 1, -(10 ** n - 1)]:
                o.add("str", istr(v), limit, run(lambda: str(v)))
        for s in ["1" * 4300, "1" * 4301, "-" + "1" * 4301, "1_" * 4300 + "1", "1" * 5000 + "x",
                  "0x" + "f" * 5000, "0b" + "1" * 20000, "1" * 700, "1" * 641]:
            for base in (0, 10, 16):
                o.add("int", s, base, limit, run(lambda: int(s, base)))
    sys.set_int_max_str_digits(4300)
    for _ in range(300):
        v = rnd.getrandbits(rnd.randrange(1, 3000)) * rnd.choice([1, -1])
        o.add("str", istr(v), 4300, run(lambda: str(v)))
    strings = ["0", "-0", "+0", "00", "000", "0_0", "1", "-1", "+1", " 1 ", "\t1\n", "1_000", "1__000", "_1",
               "1_", "0x1f", "0X1F", "0x_1f", "0x__1f", "0o17", "0O17", "0b101", "0B101", "0b", "0x", "0o",
               "010", "0_10", "1e5", "1.0", "", " ", "+", "-", "--1", "+-1", "0x1g", "z", "Z", "zz", "36",
               "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
               "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
               "\u0661\u0662\u0663", "\u0967\u0968", "\U0001D7CE\U0001D7CF", "\u00a01\u00a0", "\u20001\u3000",
               "\x1c1", "1\x1f", "\u00b2", "\u2160", "1\u0301", "\ud800", "1\udfff", "é", "x" * 300,
               "'", "\"'", "\x00", "1\x00", "\x7f", "\u0085 1", "١_٢", "0x١", "0b١", "1\u200b",
               "ffffffffffffffffffffffffffff", "-zzzzzzzzzzzzzzzzzzz", "0_x1", "0b1_0_1", "0b1__1", "0o8"]
    for _ in range(200):
        n = rnd.randrange(1, 40)
        strings.append("".join(rnd.choice("0123456789abcdefxob_ -+") for _ in range(n)))
    for s in strings:
        for base in (0, 2, 8, 10, 16, 36, 1, 37, 3, 7):
            o.add("int", s, base, 4300, run(lambda: int(s, base)))
    return o.close()


def float_values(rnd):
    vals = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 1e16, 1e15, 9999999999999998.0,
            1e17, 1e-4, 1e-5, 0.0001, 0.00011, 123456789.0, 1e22, 1e23, 1e300, 1e308, 1.7976931348623157e308,
            2.2250738585072014e-308, 5e-324, 1e-323, 2.225073858507201e-308, math.pi, math.e, 2 ** 52, 2 ** 53,
            2 ** 53 + 2, 2 ** 63, 2 ** 64, -2 ** 63, 2 ** 63 - 1024, 4.35, 0.125, 0.375, 2.675, 1.005, 1234.5,
            0.5e-5, 123.456, 1e100, float("inf"), float("-inf"), float("nan"), -float("nan"), 3.0, 7.0, 100.0,
            1e-7, 9.5, 10.5, -0.5, 0.49999999999999994, 4503599627370497.0, 1.1, 2.2, 5e-310]
    for _ in range(300):
        vals.append(struct.unpack("<d", struct.pack("<Q", rnd.getrandbits(64)))[0])
    for _ in range(300):
        vals.append(rnd.uniform(-1000, 1000))
    for _ in range(200):
        vals.append(float(rnd.randrange(-10 ** 6, 10 ** 6)) / rnd.choice([1, 2, 4, 8, 10, 100, 1000]))
    for _ in range(100):
        vals.append(rnd.uniform(-1, 1) * 10.0 ** rnd.randrange(-320, 309))
    return [float(v) for v in vals]


def record_floats(rnd):
    o = Out("float_ops.jsonl")
    vals = float_values(rnd)
    finite = [v for v in vals if math.isfinite(v)]
    for x in vals:
        a = farg(x)
        o.add("repr", a, run(lambda: repr(x)))
        o.add("hash", a, run(lambda: hash(x) if not math.isnan(x) else "nan"))
        o.add("is_integer", a, run(lambda: x.is_integer()))
        o.add("as_integer_ratio", a, run(lambda: x.as_integer_ratio()))
        o.add("hex", a, run(lambda: x.hex()))
        o.add("fromhex", x.hex(), run(lambda: float.fromhex(x.hex())))
        o.add("int", a, run(lambda: int(x)))
        o.add("round", a, run(lambda: round(x)))
        o.add("float_str", repr(x), run(lambda: float(repr(x))))
        for n in [-400, -309, -308, -20, -5, -2, -1, 0, 1, 2, 3, 5, 10, 17, 300, 323, 324, 10 ** 20, -(10 ** 20)]:
            o.add("round_n", a, str(n), run(lambda: round(x, n)))
    # Halfway and near-halfway cases for round(x, n).
    for _ in range(1500):
        n = rnd.randrange(-5, 8)
        k = rnd.randrange(-10 ** 6, 10 ** 6)
        x = (k + 0.5) / 10 ** n if n >= 0 else (k + 0.5) * 10 ** -n
        o.add("round_n", farg(x), str(n), run(lambda: round(x, n)))
    for _ in range(300):
        x = rnd.randrange(-10 ** 6, 10 ** 6) + 0.5
        o.add("round", farg(x), run(lambda: round(x)))
    for x in [1.7976931348623157e308, 1.5e308, 9.5e307]:
        for n in [-308, -307, -300]:
            o.add("round_n", farg(x), str(n), run(lambda: round(x, n)))
            o.add("round_n", farg(-x), str(n), run(lambda: round(-x, n)))
    pairs = [(rnd.choice(vals), rnd.choice(vals)) for _ in range(4000)]
    specials = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, float("inf"), float("-inf"), float("nan"),
                1e308, 5e-324, 1.5, -1.5, 1 / 3]
    pairs += [(a, b) for a in specials for b in specials]
    for _ in range(3000):
        pairs.append((rnd.uniform(0, 10), rnd.uniform(-10, 10)))
        pairs.append((rnd.uniform(-10, 10), float(rnd.randrange(-30, 30))))
    for x, y in pairs:
        a, b = farg(x), farg(y)
        o.add("truediv", a, b, run(lambda: x / y))
        o.add("floordiv", a, b, run(lambda: x // y))
        o.add("mod", a, b, run(lambda: x % y))
        o.add("divmod", a, b, run(lambda: divmod(x, y)))
        o.add("pow", a, b, run(lambda: x ** y))
    # Exact powers whose results are ties in binary: glibc rounds them to even.
    for base in [3.0, 5.0, 7.0, 11.0, 13.0, 1.5, 2.5]:
        for e in range(1, 60):
            o.add("pow", farg(base), farg(float(e)), run(lambda: base ** float(e)))
    # int/float comparisons.
    ivals = int_values(rnd)
    for _ in range(4000):
        n = rnd.choice(ivals)
        x = rnd.choice(vals)
        if abs(n) < 2 ** 1000 and rnd.random() < 0.5:
            x = rnd.choice([float(n), float(n) + 1, float(n) - 1, float(n) * (1 + 2 ** -52)])
        o.add("cmp_float", str(n), farg(x), run(lambda: "nan" if x != x else (n > x) - (n < x)))
    for n in ivals:
        if abs(n) < 2 ** 1023:
            x = float(n)
            for y in [x, math.nextafter(x, math.inf), math.nextafter(x, -math.inf)]:
                o.add("cmp_float", str(n), farg(y), run(lambda: (n > y) - (n < y)))
    return o.close()


def record_float_parse(rnd):
    o = Out("float_parse.jsonl")
    strings = ["1", "1.5", "-1.5", "+1.5", " 1.5 ", "1_0", "1__0", "_1", "1_", "1_.5", "1._5", "1.5_", "1e_5",
               "1e1_0", "1e-1_0", "1_0.0_1e1_0", "inf", "-inf", "+inf", "infinity", "-Infinity", "iNfInItY", "infinit",
               "nan", "-nan", "+NaN", "nanx", "in", "0x10", "0X10", "1e", "1e+", "1e-", ".", ".e1", "1.e1", ".5",
               "5.", "e1", "E1", "1E5", "1e500", "-1e500", "1e-500", "1e-320", "0e999999999999", "1e99999999999999",
               "", " ", "   ", "\t\n", "+-inf", "-+5", "--5", "++5", "1 5", "1\u00a0", "\u00a0", "\u3000 1 ",
               "\u0661.\u0662", "\u0661e\u0662", "\x1c1", "1\x1f", "x" * 300, "'", "\"'", "1\x00", "١_٢",
               "\ud800", "1.5\udc80", "é", "0.1", "0.30000000000000004", "2.2250738585072011e-308",
               "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
               "1.7976931348623158e308", "1.7976931348623159e308", "9007199254740993", "1" * 400 + "e-400",
               "0." + "0" * 400 + "1", "123456789012345678901234567890", "1e", "1.5j", "nan(123)", "0_0", "0__0"]
    for _ in range(300):
        n = rnd.randrange(1, 25)
        strings.append("".join(rnd.choice("0123456789.e+-_ infa") for _ in range(n)))
    for _ in range(500):
        strings.append(repr(rnd.uniform(-1e6, 1e6)))
        strings.append("%.*e" % (rnd.randrange(0, 25), rnd.uniform(-1, 1) * 10.0 ** rnd.randrange(-330, 308)))
    for s in strings:
        o.add("float", s, run(lambda: float(s)))
        o.add("complex", s, run(lambda: complex(s)))
        o.add("fromhex", s, run(lambda: float.fromhex(s)))
    cstrings = ["1+2j", "1-2j", "(1+2j)", " ( 1+2j ) ", "( 1+2j", "1+2j)", "1 + 2j", "j", "J", "-j", "+j", "1-j",
                "1+j", "2j", "-2J", "infj", "-infj", "inf+infj", "nan+nanj", "nan-nanj", "1e+j", "1e5+1e5j",
                "1_0j", "1_0+2_0j", "()", "(", ")", "", "  ", "(j)", "( j )", "1+2", "1+2i", "1+2jj", "jj",
                "+1-1j", "1e-1-1e-1j", ".5+.5j", "5.+5.j", "1+-2j", "1-+2j", "1++2j", "0x1j", "1j+1",
                "\u0661+\u0662j", "1\u00a0+2j", " 1+2j\u00a0", "(1+2j)\u00a0", "(1)", "(-0-0j)", "-0j", "infinityj",
                "1.5e300+1.5e300j", "-1.5e-300-1.5e-300j"]
    for _ in range(300):
        n = rnd.randrange(1, 12)
        cstrings.append("".join(rnd.choice("0123456789.e+-_ jJ()in") for _ in range(n)))
    for s in cstrings:
        o.add("complex", s, run(lambda: complex(s)))
    hstrings = ["0x1p0", "0x1.8p1", "1.8p1", "0x1.8", "-0x1p-1", "+0x1p+1", "0X1P0", " 0x1p0 ", "0x", "0x.",
                "0x.8", "0x8.", ".8p1", "0x1p", "0x1p+", "0xg", "inf", "-inf", "nan", "-infinity", "0x1p1024",
                "0x1p1023", "0x1.fffffffffffffp1023", "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7p1023",
                "0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075", "0x1p-1076", "0x3p-1076", "0x1p-1022",
                "0x0.0000000000001p-1022", "0x0p0", "-0x0p0", "-0x1p-2000", "0x1p99999999999999999999",
                "0x0p99999999999999999999", "0x1p-99999999999999999999", "0x1.00000000000008p0",
                "0x1.00000000000018p0", "0x1.000000000000081p0", "0x123456789abcdef123456789abcdefp0", "0x0000001p0",
                "0x1.8p1x", "0x_1p0", "0x1_0p0", "", " ", "0x1p0\u00a0", "\u00a00x1p0", "1p0", "ap0", "0xap-2"]
    for _ in range(300):
        hstrings.append(struct.unpack("<d", struct.pack("<Q", rnd.getrandbits(64)))[0].hex())
        n = rnd.randrange(1, 15)
        hstrings.append("".join(rnd.choice("0123456789abcdefx.p+- ") for _ in range(n)))
    for s in hstrings:
        o.add("fromhex", s, run(lambda: float.fromhex(s)))
    return o.close()


def record_complex(rnd):
    o = Out("complex_ops.jsonl")
    parts = [0.0, -0.0, 1.0, -1.0, 2.0, 0.5, 1e300, -1e300, 1e-300, 5e-324, float("inf"), float("-inf"),
             float("nan"), 1.5, -2.5, 3.0, 1e16, 1e-5, 123.456]
    vals = [complex(a, b) for a in parts for b in parts]
    for _ in range(400):
        vals.append(complex(rnd.uniform(-10, 10), rnd.uniform(-10, 10)))
    for c in vals:
        a = [farg(c.real), farg(c.imag)]
        o.add("repr", *a, run(lambda: repr(c)))
        o.add("abs", *a, run(lambda: abs(c)))
        o.add("hash", *a, run(lambda: hash(c) if not (math.isnan(c.real) or math.isnan(c.imag)) else "nan"))
    pairs = [(rnd.choice(vals), rnd.choice(vals)) for _ in range(3000)]
    for x, y in pairs:
        a = [farg(x.real), farg(x.imag), farg(y.real), farg(y.imag)]
        o.add("add", *a, run(lambda: x + y))
        o.add("sub", *a, run(lambda: x - y))
        o.add("mul", *a, run(lambda: x * y))
        o.add("div", *a, run(lambda: x / y))
    for x in vals[:200] + vals[-200:]:
        for e in [0, 1, 2, 3, -1, -2, 10, 100, 101, -100, -101, 0.5, -0.5, 1.5, 2j, 1 + 1j, 0j, -1 + 0j]:
            y = complex(e)
            a = [farg(x.real), farg(x.imag), farg(y.real), farg(y.imag)]
            o.add("pow", *a, run(lambda: x ** y))
    return o.close()


def rand_spec(rnd, types):
    fill_align = rnd.choice(["", "", "", "<", ">", "^", "=", "*<", "*>", "*^", "*=", "0<", "0=", "é^", "x>"])
    sign = rnd.choice(["", "", "+", "-", " "])
    z = rnd.choice(["", "", "", "z"])
    alt = rnd.choice(["", "", "#"])
    zero = rnd.choice(["", "", "0"])
    width = rnd.choice(["", "", "1", "5", "8", "12", "20", "30"])
    group = rnd.choice(["", "", "", ",", "_"])
    prec = rnd.choice(["", "", "", ".0", ".1", ".2", ".3", ".6", ".10", ".17", ".25"])
    typ = rnd.choice(types)
    return fill_align + sign + z + alt + zero + width + group + prec + typ


INT_TYPES = ["", "", "b", "c", "d", "d", "o", "x", "X", "n", "e", "E", "f", "F", "g", "G", "%", "s", "r", "?"]
FLOAT_TYPES = ["", "", "e", "E", "f", "f", "F", "g", "G", "n", "%", "d", "x", "s", "c"]
STR_TYPES = ["", "", "", "s", "s", "d", "x"]


def record_format(rnd):
    o = Out("format.jsonl")
    ints = int_values(rnd)
    ints += [0, 65, 0x263A, 0x1F600, 0x10FFFF, 0x110000, -1, 0xD800]
    floats = float_values(rnd)
    strs = ["", "a", "abc", "hello world", "é", "日本語", "\U0001F600x", "\ud800", "a" * 40]
    for _ in range(12000):
        v = rnd.choice(ints)
        spec = rand_spec(rnd, INT_TYPES)
        o.add("int", str(v), spec, run(lambda: format(v, spec)))
    for _ in range(16000):
        v = rnd.choice(floats)
        spec = rand_spec(rnd, FLOAT_TYPES)
        o.add("float", farg(v), spec, run(lambda: format(v, spec)))
    for _ in range(5000):
        v = complex(rnd.choice(floats), rnd.choice(floats))
        if rnd.random() < 0.2:
            v = complex(0.0, v.imag)
        spec = rand_spec(rnd, FLOAT_TYPES)
        o.add("complex", farg(v.real), farg(v.imag), spec, run(lambda: format(v, spec)))
    for _ in range(4000):
        v = rnd.choice(strs)
        spec = rand_spec(rnd, STR_TYPES)
        o.add("str", v, spec, run(lambda: format(v, spec)))
    fixed = ["", "s", "10", "<10", ">10", "^10", "=10", "*^11", "é>4", "\ud800<3", ".2", "10.3", "+", " ", "#", "z",
             "0", "010", ",", "_", ",s", "__", ",_", "_,", ".", "1.1.1", "xx", "\x01", "é", "\U0001F600", "99999999999999999999",
             ".99999999999999999999", ".3000000000", "0>10", "00", "+z#=", "z#", "#=", "z=", "=", "+=5", "^", "5c",
             "%", "n", ",n", "_n", "_b", ",b", "_x", "_o", ",d", "_d", ",f", ",.2f", "0=10", "\u0661\u0660", ".\u0662",
             ",c", "+c", "#c", "05c", "<5c", "^5c", ".2c", "zc", "zd", "z.1", ".1z", "3c", "c"]
    for spec in fixed:
        for v in [0, 5, -5, 65, 1234567, -1234567, 2 ** 70, 0x1F600, 0xD800, -1, 0x110000]:
            o.add("int", str(v), spec, run(lambda: format(v, spec)))
        for v in [0.0, -0.0, 1.5, -1.5, 1234567.891, 1e20, 1e-7, float("inf"), float("-inf"), float("nan"), -1e-300]:
            o.add("float", farg(v), spec, run(lambda: format(v, spec)))
        for v in [0j, -0j, complex(-0.0, 0.0), 1 + 2j, -1.5 - 2.5j, 1j, complex(float("inf"), float("nan")), 1e20 + 1e-7j]:
            o.add("complex", farg(v.real), farg(v.imag), spec, run(lambda: format(v, spec)))
        for v in strs:
            o.add("str", v, spec, run(lambda: format(v, spec)))
    sys.set_int_max_str_digits(4300)
    for spec in ["", "d", "x", ",", "n", "e", "50"]:
        for v in [10 ** 4299, 10 ** 4300, -(10 ** 4300), 10 ** 5000, 2 ** 20000]:
            o.add("int_limit", istr(v), spec, run(lambda: format(v, spec)))
    sys.set_int_max_str_digits(0)
    return o.close()


def record_printf(rnd):
    o = Out("printf.jsonl")
    ints = int_values(rnd)
    floats = float_values(rnd)

    def flags():
        return "".join(sorted(set(rnd.choice(["", "-", "+", " ", "#", "0"]) for _ in range(rnd.randrange(0, 4)))))

    for _ in range(8000):
        conv = rnd.choice("diuoxX")
        v = rnd.choice(ints)
        fl, w, p = flags(), rnd.choice([-1, -1, 0, 1, 5, 12, 30]), rnd.choice([-1, -1, 0, 1, 3, 10, 25])
        fmt = "%" + fl + ("" if w < 0 else str(w)) + ("" if p < 0 else "." + str(p)) + conv
        o.add("int", str(v), fl, w, p, conv, run(lambda: fmt % v))
    for _ in range(10000):
        conv = rnd.choice("eEfFgG")
        v = rnd.choice(floats)
        fl, w, p = flags(), rnd.choice([-1, -1, 0, 1, 5, 12, 30]), rnd.choice([-1, -1, 0, 1, 3, 10, 17, 25])
        fmt = "%" + fl + ("" if w < 0 else str(w)) + ("" if p < 0 else "." + str(p)) + conv
        o.add("float", farg(v), fl, w, p, conv, run(lambda: fmt % v))
    for v in [0, 65, 0xE9, 0x1F600, 0xD800, 0x10FFFF, 0x110000, -1, 2 ** 70]:
        for fl in ["", "-", "0", "+", "#"]:
            for w in [-1, 0, 3]:
                for p in [-1, 0, 2]:
                    fmt = "%" + fl + ("" if w < 0 else str(w)) + ("" if p < 0 else "." + str(p)) + "c"
                    o.add("char", str(v), fl, w, p, "c", run(lambda: fmt % v))
    for v in ["", "abc", "é日本", "\ud800x"]:
        for fl in ["", "-", "0", "+"]:
            for w in [-1, 0, 2, 6]:
                for p in [-1, 0, 2]:
                    for conv in "sr":
                        fmt = "%" + fl + ("" if w < 0 else str(w)) + ("" if p < 0 else "." + str(p)) + conv
                        text = v if conv == "s" else repr(v)
                        o.add("str", text, fl, w, p, conv, run(lambda: fmt % v))
    return o.close()


def record_bytes(rnd):
    o = Out("int_bytes.jsonl")
    blobs = [b"", b"\x00", b"\x01", b"\xff", b"\x80", b"\x7f", b"\x00\x80", b"\xff\x7f", b"\x80\x00", b"\xff" * 8,
             b"\x80" + b"\x00" * 7, b"\x7f" + b"\xff" * 7, b"\xff" * 9, b"\x01" + b"\x00" * 8, b"\x00" * 16]
    for _ in range(300):
        blobs.append(bytes(rnd.getrandbits(8) for _ in range(rnd.randrange(0, 40))))
    for b in blobs:
        for order in ("big", "little", "middle"):
            for signed in (False, True):
                o.add("from_bytes", b.hex(), order, signed, run(lambda: int.from_bytes(b, order, signed=signed)))
    for v in [0, 1, -1, 127, 128, -128, -129, 255, 256, 2 ** 63, -(2 ** 63), 2 ** 64 - 1, -(2 ** 64)]:
        for length in (-1, 0, 1, 2, 8, 9):
            for order in ("big", "little", "middle"):
                for signed in (False, True):
                    o.add("to_bytes", str(v), length, order, signed,
                          run(lambda: v.to_bytes(length, order, signed=signed)))
    return o.close()


def main():
    counts = {}
    for fn in [record_ints, record_int_str, record_floats, record_float_parse, record_complex, record_format,
               record_printf, record_bytes]:
        rnd = random.Random(20240611)
        counts[fn.__name__] = fn(rnd)
    for k, v in counts.items():
        print("%-20s %d cases" % (k, v))


if __name__ == "__main__":
    main()
