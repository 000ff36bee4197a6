#!/usr/bin/env python3
"""Records CPython 3.11's behaviour of the object model for pyex's runtime tests.

Run from the repository root:  python3 testdata/runtime/objects/record.py
It re-executes itself under PYTHONHASHSEED=0 (pyex's default seed), so
hashes and set orders are those of a run with seed 0, and writes
testdata/runtime/objects/cases.json: a list of {"case": [...], "want": {...}}
where each case is an operation over encoded values (see enc) and want is
{"repr": repr(result)} (plus "after": repr of the receiver for mutating
calls) or {"exc": class name, "msg": str(exception)}.
The Go test runtime/objects_record_test.go replays every case.
"""
import json
import math
import os
import sys

if os.environ.get("PYTHONHASHSEED") != "0":
    env = dict(os.environ, PYTHONHASHSEED="0")
    os.execvpe(sys.executable, [sys.executable] + sys.argv, env)

HERE = os.path.dirname(os.path.abspath(__file__))


def enc(v):
    """Encodes a value as JSON data the Go test can rebuild."""
    if v is None:
        return {"none": True}
    if v is NotImplemented:
        return {"notimpl": True}
    if v is Ellipsis:
        return {"ellipsis": True}
    t = type(v)
    if t is bool:
        return {"bool": v}
    if t is int:
        return {"int": str(v)}
    if t is float:
        return {"float": repr(v)}
    if t is complex:
        return {"complex": [repr(v.real), repr(v.imag)]}
    if t is str:
        return {"str": v}
    if t is bytes:
        return {"bytes": v.hex()}
    if t is bytearray:
        return {"bytearray": v.hex()}
    if t is list:
        return {"list": [enc(x) for x in v]}
    if t is tuple:
        return {"tuple": [enc(x) for x in v]}
    if t is dict:
        return {"dict": [[enc(k), enc(x)] for k, x in v.items()]}
    if t is set:
        return {"set": [enc(x) for x in _ORDER.get(id(v), v)]}
    if t is frozenset:
        return {"frozenset": [enc(x) for x in _ORDER.get(id(v), v)]}
    if t is range:
        return {"range": [enc(v.start), enc(v.stop), enc(v.step)]}
    if t is slice:
        return {"slice": [enc(v.start), enc(v.stop), enc(v.step)]}
    if t is type:
        return {"type": v.__name__}
    if isinstance(v, BaseException):
        return {"exc": [type(v).__name__] + [enc(a) for a in v.args]}
    raise TypeError("cannot encode %r" % (v,))


def copy(v):
    """A fresh copy of a (possibly mutable) value, so cases do not share state."""
    t = type(v)
    if t in (list, dict, set, bytearray):
        return t(v)
    return v


OPS = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b,
    "//": lambda a, b: a // b, "%": lambda a, b: a % b, "**": lambda a, b: a ** b, "<<": lambda a, b: a << b,
    ">>": lambda a, b: a >> b, "&": lambda a, b: a & b, "|": lambda a, b: a | b, "^": lambda a, b: a ^ b,
    "@": lambda a, b: a @ b, "divmod": divmod,
}
IOPS = {
    "+": "a += b", "-": "a -= b", "*": "a *= b", "|": "a |= b", "&": "a &= b", "^": "a ^= b", "**": "a **= b",
    "//": "a //= b", "%": "a %= b",
}
CMPS = {
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
}
UNOPS = {"-": lambda a: -a, "+": lambda a: +a, "~": lambda a: ~a, "abs": abs}


def run(case):
    kind = case[0]
    recv = None
    if kind == "repr":
        r = repr(case[1])
        return {"repr": repr(r)}
    if kind == "str":
        return {"repr": repr(str(case[1]))}
    if kind == "hash":
        r = hash(case[1])
    elif kind == "len":
        r = len(case[1])
    elif kind == "bool":
        if case[1] is NotImplemented:
            raise SkipCase
        r = bool(case[1])
    elif kind == "binop":
        r = OPS[case[1]](case[2], case[3])
    elif kind == "inplace":
        ns = {"a": copy(case[2]), "b": case[3]}
        exec(IOPS[case[1]], ns)
        r = ns["a"]
    elif kind == "cmp":
        r = CMPS[case[1]](case[2], case[3])
    elif kind == "unop":
        r = UNOPS[case[1]](case[2])
    elif kind == "getitem":
        r = case[1][case[2]]
    elif kind == "contains":
        r = case[2] in case[1]
    elif kind == "iter":
        r = list(case[1])
    elif kind == "itertype":
        it = iter(case[1]) if case[2] == "" else getattr(case[1], case[2])()
        r = type(it).__name__
    elif kind == "method":
        recv = copy(case[1])
        r = getattr(recv, case[2])(*case[3], **case[4])
    elif kind == "call":
        r = case[1](*case[2], **case[3])
    elif kind == "mro":
        r = [c.__name__ for c in case[1].__mro__]
        return {"repr": repr(r)}
    elif kind == "exc":
        e = case[1](*case[2])
        return {"repr": repr([type(e).__name__, str(e), repr(e), e.args])}
    elif kind == "format":
        r = format(case[1], case[2])
    elif kind == "percent":
        r = case[1] % case[2]
    elif kind == "strformat":
        r = case[1].format(*case[2], **case[3])
    else:
        raise ValueError(kind)
    out = {"repr": repr(r)}
    if recv is not None:
        out["after"] = repr(recv)
    return out


class SkipCase(Exception):
    """A case whose behaviour is a deprecation warning, not worth pinning."""


def record(case):
    try:
        want = run(case)
    except SkipCase:
        return None
    except Exception as e:  # noqa: BLE001 - every exception is an expected outcome
        want = {"exc": type(e).__name__, "msg": str(e)}
    return {"case": [enc_arg(x) for x in case], "want": want}


def enc_arg(x):
    if isinstance(x, type):
        return {"type": x.__name__}
    if isinstance(x, KW):
        return {"kw": [[k, enc(v)] for k, v in x.items()]}
    return enc(x)


class KW(dict):
    """Keyword arguments of a call case."""


def kw(**k):
    return KW(k)


# _ORDER remembers the insertion sequence of the sets the cases build, so
# that the Go side rebuilds each set by the same insertions (the order a
# set iterates in depends on it when hashes collide).
_ORDER = {}


def mkset(items, frozen=False):
    s = (frozenset if frozen else set)(items)
    _ORDER[id(s)] = list(items)
    return s


INTS = [0, 1, -1, 2, -2, 7, -7, 10, 255, 256, 2**31, 2**62, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64,
        2**64 + 1, -2**64, 10**20, -10**20, 3**40, 2**100 + 12345, -(2**127)]
FLOATS = [0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 1e16, 1e-5, 1e300, -1e-300, 5e-324, math.inf, -math.inf, math.nan,
          1/3, 123456789.125]
STRS = ["", "a", "abc", "Hello, World", "é", "日本語", "a\tb\nc", "'", '"', "'\"", "\x00\x7f", "ß", "ΣΑΣ", "😀x"]
BYTES = [b"", b"a", b"abc", b"\x00\xff", b"'\"", bytearray(b"xy")]
SEQS = [[], [1], [1, 2, 3], [1, "a", None], (), (1,), (1, 2), ((1, 2), [3]), [[]], [(1.5, -0.0)]]
DICTS = [{}, {1: 2}, {"a": 1, "b": [2]}, {(1, 2): None, 3.5: "x"}]
SETS = [mkset([]), mkset([1]), mkset([1, 2, 3]), mkset(["a", "b", "c", "d"]), mkset([], True), mkset([1, 2], True),
        mkset([None, (1, 2)]), mkset(range(20)), mkset(["apple", "banana", "cherry", "date", "elderberry", "fig", "grape"]),
        mkset("hello", True), mkset([str(i) for i in range(50)]), mkset([(i, str(i)) for i in range(30)]),
        mkset([2**i for i in range(70)]), mkset([-1, -2, 1.5, 0.5, 2**61 - 1, 2**61, 10**30]),
        mkset(["x" * i for i in range(12)], True), mkset([b"a", b"bb", "a", "bb"])]
MISC = [None, True, False, 1j, 1 + 2j, -0.5 - 0j, complex(math.inf, -math.nan), range(5), range(1, 10, 3),
        range(0), slice(1, 2), slice(None, None, -1), NotImplemented, Ellipsis]


def cases():
    out = []
    values = INTS + FLOATS + STRS + BYTES + SEQS + DICTS + SETS + MISC
    for v in values:
        out += [("repr", v), ("str", v), ("hash", v), ("len", v), ("bool", v)]
    small = [0, 1, -1, 2, 7, -7, 255, 2**63 - 1, 2**63, -2**63, 2**64 + 1, -10**20, 3**40,
             0.0, -0.0, 1.5, -2.5, 1e300, math.inf, math.nan, True, False, 1j, 2 - 3j,
             "", "ab", b"ab", bytearray(b"c"), [1], [], (2,), (), {1: 2}, {1}, frozenset({2}), None, range(3)]
    for op in OPS:
        for a in small:
            for b in small:
                if op in ("**", "<<") and isinstance(b, int) and not isinstance(b, bool) and abs(b) > 64 \
                        and not (isinstance(a, int) and a in (0, 1, -1)):
                    continue
                if op == "**" and isinstance(b, complex) and isinstance(a, complex):
                    continue
                if op == "*" and isinstance(b, int) and abs(b) > 64 and isinstance(a, (str, bytes, bytearray, list, tuple)):
                    continue
                if op == "*" and isinstance(a, int) and abs(a) > 64 and isinstance(b, (str, bytes, bytearray, list, tuple)):
                    continue
                out.append(("binop", op, a, b))
    for op in CMPS:
        for a in small:
            for b in small:
                out.append(("cmp", op, a, b))
    for op in UNOPS:
        for a in small:
            out.append(("unop", op, a))
    for op in IOPS:
        for a in [[1], {1, 2}, {1: 2}, bytearray(b"x"), 5, "s", (1,), frozenset({1})]:
            for b in [[2], {2, 3}, {3: 4}, b"y", 2, "t", (2,), 3.5, frozenset({3})]:
                out.append(("inplace", op, a, b))
    seqs = ["hello", b"hello", bytearray(b"hello"), [1, 2, 3, 4, 5], (1, 2, 3, 4, 5), range(1, 11, 2), "日本語テキスト"]
    keys = [0, 1, -1, 4, 5, -6, 100, 2**70, True, 1.5, "a", None, slice(1, 3), slice(None, None, -1), slice(-2, None),
            slice(None, None, 2), slice(5, 0, -2), slice(0, 10, 0), slice("a", None)]
    for s in seqs:
        for k in keys:
            out.append(("getitem", s, k))
    for d in DICTS:
        for k in [1, "a", (1, 2), 3.5, 2, [1]]:
            out.append(("getitem", d, k))
            out.append(("contains", d, k))
    for s in seqs + SETS:
        for x in [1, 3, "l", b"l", "ell", b"ell", None, [1], 108]:
            out.append(("contains", s, x))
        out.append(("iter", s))
    for s in SETS + DICTS:
        out.append(("iter", s))
    for v in ["abc", "é", b"x", bytearray(b"x"), [1], (1,), {1: 2}, {1}, frozenset(), range(2)]:
        out.append(("itertype", v, ""))
    for v, m in [({1: 2}, "__reversed__"), ([1], "__reversed__"), (range(3), "__reversed__"), ({1: 2}, "keys"),
                 ({1: 2}, "values"), ({1: 2}, "items")]:
        out.append(("itertype", v, m))
    for t in [object, type, int, bool, float, complex, str, bytes, bytearray, list, tuple, dict, set, frozenset,
              range, slice, type(None), type(NotImplemented), type(Ellipsis), property, classmethod, staticmethod,
              super] + [c for c in vars(__builtins__).values() if isinstance(c, type) and issubclass(c, BaseException)]:
        out.append(("mro", t))
    excs = [c for c in vars(__builtins__).values() if isinstance(c, type) and issubclass(c, BaseException)
            and c not in (BaseExceptionGroup, ExceptionGroup)]
    for c in excs:
        for args in [(), ("msg",), (1, 2), ("a", "b", "c")]:
            out.append(("exc", c, args))
    out += [
        ("exc", OSError, (2, "No such file")), ("exc", OSError, (2, "No such file", "x.txt")),
        ("exc", OSError, (13, "denied", "f", None, "g")), ("exc", KeyError, ("k",)),
        ("exc", UnicodeDecodeError, ("utf-8", b"\xff", 0, 1, "invalid start byte")),
        ("exc", UnicodeDecodeError, ("utf-8", b"\xff\xfe", 0, 2, "bad")),
        ("exc", UnicodeEncodeError, ("ascii", "\xe9", 0, 1, "ordinal not in range(128)")),
        ("exc", UnicodeEncodeError, ("ascii", "\U0001f600ab", 0, 2, "x")),
        ("exc", SyntaxError, ("bad", ("f.py", 3, 4, "x y", 3, 5))), ("exc", StopIteration, (5,)),
        ("exc", SystemExit, (3,)), ("exc", BaseExceptionGroup, ("msg", [ValueError(1)])),
        ("exc", ExceptionGroup, ("m", [ValueError(1), TypeError(2)])), ("exc", ExceptionGroup, ("m", [])),
        ("exc", ExceptionGroup, ("m", [KeyboardInterrupt()])), ("exc", ExceptionGroup, (1, [ValueError()])),
        ("exc", ExceptionGroup, ("m", 1)), ("exc", ExceptionGroup, ("m", [1])), ("exc", ExceptionGroup, ("m",)),
    ]
    # Constructors.
    for t in [int, float, complex, str, bytes, bytearray, list, tuple, dict, set, frozenset, bool, range, slice]:
        for args in [(), (0,), ("12",), (" 3.5 ",), ("0x1f", 16), ("0x1f", 0), (b"12",), ([1, 2],), ((1, 2),),
                     ({1: 2},), ([(1, 2)],), (1.9,), (-2.5,), ("abc", "utf-8"), (3, 4), (1, 10, 2), ("1+2j",),
                     (None,), ([1], 2), ("inf",), ("nan",), ("1_000",), ("z",), (2**70,), (5, 0), ("ü", "ascii"),
                     (b"\xff", "utf-8"), (b"\xff", "utf-8", "replace")]:
            out.append(("call", t, args, kw()))
    out += [("call", int, ("ff",), kw(base=16)), ("call", int, (), kw(x=1)), ("call", dict, (), kw(a=1, b=2)),
            ("call", dict, ([1],), kw()), ("call", dict, ([(1, 2, 3)],), kw()), ("call", str, (b"ab",), kw(encoding="ascii"))]
    # Methods.
    strm = [("upper", ()), ("lower", ()), ("title", ()), ("split", ()), ("split", (",",)), ("split", (",", 1)),
            ("rsplit", (None, 1)), ("strip", ()), ("strip", ("ab",)), ("find", ("l",)), ("find", ("l", 3)),
            ("rfind", ("l",)), ("index", ("z",)), ("count", ("l",)), ("replace", ("l", "L")), ("replace", ("l", "L", 1)),
            ("startswith", ("he",)), ("startswith", (("x", "h"),)), ("endswith", ("lo",)), ("endswith", (1,)),
            ("center", (11, "*")), ("ljust", (8,)), ("rjust", (8, "ab")), ("zfill", (9,)), ("partition", ("l",)),
            ("rpartition", ("l",)), ("join", (["a", "b"],)), ("join", ([1],)), ("encode", ()), ("encode", ("ascii",)),
            ("isalpha", ()), ("isdigit", ()), ("splitlines", ()), ("expandtabs", (4,)), ("capitalize", ()),
            ("swapcase", ()), ("casefold", ()), ("removeprefix", ("he",)), ("removesuffix", ("lo",)), ("index", ("l",)),
            ("format", (1, 2)), ("split", ("",)), ("find", (1,)), ("upper", (1,))]
    for s in ["hello", "Hello World", " a,b ,c ", "日本,語", "straße", "ab\tc\nd\r\ne", ""]:
        for name, args in strm:
            out.append(("method", s, name, args, kw()))
    bm = [("upper", ()), ("split", ()), ("split", (b",",)), ("strip", ()), ("find", (b"l",)), ("find", (108,)),
          ("count", (b"l",)), ("replace", (b"l", b"L")), ("startswith", (b"he",)), ("hex", ()), ("hex", (":",)),
          ("decode", ()), ("decode", ("ascii",)), ("join", ([b"a", b"b"],)), ("join", (["a"],)), ("center", (9,)),
          ("partition", (b"l",)), ("isalpha", ()), ("title", ()), ("index", (b"z",)), ("split", ("x",))]
    for b in [b"hello", b" a,b ", b"\xff\xfe", bytearray(b"hello")]:
        for name, args in bm:
            out.append(("method", b, name, args, kw()))
    for b in [bytearray(b"abc")]:
        for name, args in [("append", (100,)), ("append", (256,)), ("extend", (b"de",)), ("pop", ()), ("pop", (7,)),
                           ("insert", (0, 65)), ("remove", (98,)), ("remove", (1,)), ("reverse", ()), ("clear", ()),
                           ("copy", ())]:
            out.append(("method", b, name, args, kw()))
    lm = [("append", (4,)), ("extend", ([5, 6],)), ("extend", (1,)), ("insert", (0, 9)), ("insert", (-1, 9)),
          ("insert", (100, 9)), ("pop", ()), ("pop", (0,)), ("pop", (10,)), ("remove", (2,)), ("remove", (9,)),
          ("index", (3,)), ("index", (9,)), ("index", (3, 0, 1)), ("count", (1,)), ("reverse", ()), ("sort", ()),
          ("copy", ()), ("clear", ()), ("append", ()), ("sort", (1,))]
    for l in [[3, 1, 2], [], ["b", "a", "c"], [1, "a"], [2.5, 1, True]]:
        for name, args in lm:
            out.append(("method", l, name, args, kw()))
        out.append(("method", l, "sort", (), kw(reverse=True)))
        out.append(("method", l, "sort", (), kw(key=str)))
    dm = [("get", (1,)), ("get", (9, "d")), ("keys", ()), ("values", ()), ("items", ()), ("pop", (1,)),
          ("pop", (9,)), ("pop", (9, None)), ("popitem", ()), ("setdefault", (5, 6)), ("update", ({7: 8},)),
          ("update", ([(9, 10)],)), ("update", (1,)), ("copy", ()), ("clear", ()), ("get", ()), ("fromkeys", ([1, 2],))]
    for d in [{1: 2, "a": "b"}, {}]:
        for name, args in dm:
            out.append(("method", d, name, args, kw()))
        out.append(("method", d, "update", (), kw(x=1)))
    sm = [("add", (4,)), ("add", ([],)), ("discard", (1,)), ("remove", (1,)), ("remove", (9,)), ("pop", ()),
          ("union", ({9, 8},)), ("union", ([7], (6,))), ("intersection", ({1, 2, 9},)), ("intersection", ([2, 3],)),
          ("difference", ({1},)), ("difference", ([1, 2],)), ("symmetric_difference", ({1, 10},)),
          ("issubset", ({1, 2, 3, 4},)), ("issuperset", ([1],)), ("isdisjoint", ([7],)), ("update", ([5, 6],)),
          ("intersection_update", ({2, 3},)), ("difference_update", ([3],)), ("symmetric_difference_update", ({3, 4},)),
          ("copy", ()), ("clear", ())]
    for s in [mkset([1, 2, 3]), mkset([]), mkset([1, 2, 3], True), mkset(["x", "y", "zz"]), mkset(["k%d" % i for i in range(9)])]:
        for name, args in sm:
            out.append(("method", s, name, args, kw()))
    for a, spec in [(1234567, ","), (3.14159, ".2f"), ("ab", ">5"), (255, "#x"), (1.5, "e"), (True, "d"),
                    (None, ""), ([1], ""), (1 + 2j, ".1f"), ("x", "d"), (10**20, "_"), (-0.0, "z.1f")]:
        out.append(("format", a, spec))
    for fmt, args in [("%s %d", (1, 2)), ("%s", (1, 2)), ("%(a)s", 1), ("%", 1), ("%z", 1), ("%c", "ab"),
                      ("%x", 1.5), ("%d", "a"), ("%f", "a"), ("%s", {"a": 1}), ("%(a)s %(b)r", {"a": 1, "b": "x"}),
                      ("%5.2f|%-5d|%05d|%+d", (3.14159, 3, 42, 5)), ("%.3s", "abcdef"), ("%r %a", ("é", "é")),
                      ("%d", 3.7), ("%i", True), ("%s", ()), ("%(a", {"a": 1}), ("%c", 0x110000), ("%s %s", [1, 2]),
                      ("%d", (2**70,)), ("%.*f", (2, 3.14159)), ("%*d", (5, 3)), ("%#o %#x %X", (8, 255, 255)),
                      ("%e %g %G", (12345.678, 0.00001234, 1e20)), ("%c%c", (65, "b")), ("100%%", ())]:
        out.append(("percent", fmt, args))
    for fmt, args in [(b"%s", 1), (b"%s %b", (b"a", bytearray(b"c"))), (b"%r", "\xe9"), (b"%a", 1), (b"%c", 300),
                      (b"%c", b"ab"), (b"%c%c", (65, b"b")), (b"%d %x %5.2f", (1, 255, 1.5)), (b"%z", 1), (b"%s", ()),
                      (b"%", ()), (b"%(a)s", {b"a": b"x"}), (b"%(a)s", {"a": b"x"}), (b"%s", [1]),
                      (bytearray(b"%d"), 5), (b"%c", "a"), (b"\xff%s", b"\xfe"), (b"%5s|%-4s|", (b"ab", b"c")),
                      (b"%.1s", b"abc"), (b"%s", (1, 2))]:
        out.append(("binop", "%", fmt, args))
    for fmt, args, kws in [("{} {}", (1, 2), {}), ("{1} {0}", (1, 2), {}), ("{a}", (), {"a": 5}), ("{:>5}", ("x",), {}),
                           ("{0[1]}", ([1, 2],), {}), ("{0.real}", (3,), {}), ("{!r}", ("x",), {}), ("{", (), {}),
                           ("}", (), {}), ("{} {1}", (1, 2), {}), ("{2}", (1,), {}), ("{x}", (), {}),
                           ("{:{}}", ("a", 3), {}), ("{{}} {}", (1,), {}), ("{0!x}", (1,), {}), ("{:d}", ("a",), {})]:
        out.append(("strformat", fmt, args, kw(**kws)))
    return out


SEEDED = r"""
import json, sys
words = ["apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "é", "日本", "😀"]
s = set()
for w in words:
    s.add(w)
print(json.dumps({"hashes": [[w, hash(w)] for w in words] + [["b:" + w, hash(w.encode())] for w in words],
                  "set_order": list(s)}))
"""


def record_seeded():
    """Records hashes and a set order under a few seeds other than 0."""
    import subprocess
    out = {}
    for seed in (1, 42, 4294967295):
        env = dict(os.environ, PYTHONHASHSEED=str(seed))
        res = subprocess.run([sys.executable, "-c", SEEDED], env=env, capture_output=True, text=True, check=True)
        out[str(seed)] = json.loads(res.stdout)
    with open(os.path.join(HERE, "seeded.json"), "w") as f:
        json.dump(out, f, ensure_ascii=True, indent=1)
        f.write("\n")


def main():
    record_seeded()
    rows = [r for r in (record(c) for c in cases()) if r is not None]
    path = os.path.join(HERE, "cases.json")
    with open(path, "w") as f:
        json.dump(rows, f, ensure_ascii=True, indent=None, separators=(",", ":"))
        f.write("\n")
    print("wrote %d cases to %s" % (len(rows), path))


if __name__ == "__main__":
    main()
