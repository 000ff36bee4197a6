#!/usr/bin/env python3
"""Records CPython 3.11's builtins for pyex's runtime tests.

Run from the repository root:  python3 testdata/runtime/builtins/record.py
It re-executes itself under PYTHONHASHSEED=0 (pyex's default seed) and writes
testdata/runtime/builtins/cases.json (and names.json, the module's names
in order): a list of cases, each a short program of
simple statements ("o = NS(); setattr(o, 'b', 2); vars(o)") run in a fresh
namespace of fixtures (FIXTURES below, mirrored in Go by
runtime/builtins_record_test.go). Every statement is stored as a tree the Go
test walks (see tree()), calling the builtins directly with Values built in
Go; want is repr() of the last statement's value, or the exception's class
name and str(), plus anything print() wrote to stdout.

Addresses in default reprs are replaced by "0x?" on both sides.

Cases marked "frame" run under eval() with known globals and locals, which
the Go test hands to the builtins through Thread.Frame.
"""
import ast
import builtins
import io
import json
import math
import os
import random
import re
import subprocess
import sys
import contextlib

if os.environ.get("PYTHONHASHSEED") != "0":
    env = dict(os.environ, PYTHONHASHSEED="0")
    os.execvpe(sys.executable, [sys.executable] + sys.argv, env)

HERE = os.path.dirname(os.path.abspath(__file__))


# ---- fixtures: Python classes and functions the cases use by name ----------

def neg(x):
    return -x


def odd(x):
    return x % 2


def add(a, b):
    return a + b


def boom(*args):
    raise ValueError("boom")


def first(x):
    return x[0]


class Rounder:
    def __round__(self, n=None):
        return ("round", n)


class Idx:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


class Seq:
    def __len__(self):
        return 3

    def __getitem__(self, i):
        if i < 0 or i >= 3:
            raise IndexError("seq index out of range")
        return i * 10


class Rev:
    def __reversed__(self):
        return iter([3, 2, 1])


class Dirable:
    def __dir__(self):
        return ["b", "a", "c"]


class Writer:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def flush(self):
        self.parts.append("<flush>")


class NS:
    def __init__(self):
        self.a = 1


class AIt:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 42


class Aw:
    """An awaitable: awaiting it steps through items, or raises
    StopAsyncIteration when items is None."""

    def __init__(self, items):
        self.items = items

    def __await__(self):
        if self.items is None:
            return RaiseIt()
        return iter(self.items)


class RaiseIt:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopAsyncIteration


class StopAIt:
    """An exhausted async iterator."""

    def __aiter__(self):
        return self

    def __anext__(self):
        return Aw(None)


class YAIt:
    """An async iterator whose __anext__ awaitable yields 1 and 2."""

    def __aiter__(self):
        return self

    def __anext__(self):
        return Aw([1, 2])


class Lenny:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Hashy:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h


class NotIter:
    def __iter__(self):
        return 1


class Fmt:
    def __format__(self, spec):
        return "F" + spec


class Counter:
    def __init__(self):
        self.n = 0

    def __call__(self):
        self.n += 1
        return self.n


class Num:
    """Adds to ints from either side, for sum() and the start argument."""

    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Num(self.v + (o.v if isinstance(o, Num) else o))

    def __radd__(self, o):
        return Num(o + self.v)

    def __repr__(self):
        return "Num(%r)" % (self.v,)


class Key:
    """Orders by v alone, so sorted() stability shows in the tags."""

    def __init__(self, v, tag):
        self.v, self.tag = v, tag

    def __lt__(self, o):
        return self.v < o.v

    def __repr__(self):
        return "Key(%r, %r)" % (self.v, self.tag)


class MyEnum(enumerate):
    pass


class MyFilter(filter):
    pass


class MyMap(map):
    pass


class MyRev(reversed):
    pass


class MyZip(zip):
    pass


FIXTURES = [MyEnum, MyFilter, MyMap, MyRev, MyZip, neg, odd, add, boom, first, Rounder, Idx, Seq, Rev, Dirable, Writer, NS, AIt, Aw, RaiseIt, StopAIt, YAIt,
            Lenny, Hashy, NotIter, Fmt, Counter, Num, Key]


def make_mod():
    m = type(builtins)("mod")
    m.x = 1
    return m


def fixture_ns():
    ns = {"__builtins__": builtins, "mod": make_mod()}
    for f in FIXTURES:
        ns[f.__name__] = f
    return ns


# ---- encoding --------------------------------------------------------------

def enc_str(s):
    """A str as JSON: plain, or as code points when it holds a lone surrogate
    (which JSON decoders turn into U+FFFD)."""
    if any(0xD800 <= ord(c) <= 0xDFFF for c in s):
        return {"cp": [ord(c) for c in s]}
    return {"str": s}


def enc(v):
    if v is None:
        return {"none": True}
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
        return enc_str(v)
    if t is bytes:
        return {"bytes": v.hex()}
    raise TypeError("cannot encode constant %r" % (v,))


CMPOPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Is: "is",
          ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}
BINOPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%", ast.Pow: "**"}


def is_const(node):
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return is_const(node.operand)
    if isinstance(node, ast.BinOp) and type(node.op) in BINOPS:
        return is_const(node.left) and is_const(node.right)
    return False


def tree(node):
    """Encodes an expression for the Go test's tree walker."""
    if is_const(node):
        return {"c": enc(eval(compile(ast.Expression(node), "<c>", "eval"), {}))}
    if isinstance(node, ast.Name):
        return {"n": node.id}
    if isinstance(node, ast.Call):
        args = []
        for a in node.args:
            if isinstance(a, ast.Starred):
                args.append({"star": tree(a.value)})
            else:
                args.append(tree(a))
        kw = [[k.arg, tree(k.value)] for k in node.keywords]
        return {"call": tree(node.func), "args": args, "kw": kw}
    if isinstance(node, ast.Attribute):
        return {"attr": tree(node.value), "name": node.attr}
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        kind = {ast.List: "list", ast.Tuple: "tuple", ast.Set: "set"}[type(node)]
        return {kind: [tree(e) for e in node.elts]}
    if isinstance(node, ast.Dict):
        return {"dict": [[tree(k), tree(v)] for k, v in zip(node.keys, node.values)]}
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        return {"cmp": CMPOPS[type(node.ops[0])], "a": tree(node.left), "b": tree(node.comparators[0])}
    if isinstance(node, ast.BinOp) and type(node.op) in BINOPS:
        return {"bin": BINOPS[type(node.op)], "a": tree(node.left), "b": tree(node.right)}
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Not)):
        return {"un": "-" if isinstance(node.op, ast.USub) else "not", "x": tree(node.operand)}
    if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice):
        return {"sub": tree(node.value), "key": tree(node.slice)}
    raise ValueError("unsupported expression: " + ast.dump(node))


def program(src):
    """Splits a case into statements: [name or None, tree]."""
    stmts = []
    for s in ast.parse(src).body:
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name):
            stmts.append([s.targets[0].id, tree(s.value)])
        elif isinstance(s, ast.Expr):
            stmts.append([None, tree(s.value)])
        else:
            raise ValueError("unsupported statement in " + src)
    return stmts


FRAME_GLOBALS = {"gx": 1, "gy": [2, 3]}
FRAME_LOCALS = {"a": 1, "b": "two"}


def unaddress(s):
    """Hides the addresses of default reprs ("<X object at 0x7f...>"), which
    differ from run to run (pyex's are deterministic but not CPython's)."""
    return re.sub(r" at 0x[0-9a-f]+", " at 0x?", s)


def run(src, frame=False):
    out = io.StringIO()
    want = {}
    try:
        with contextlib.redirect_stdout(out):
            if frame:
                g = dict(FRAME_GLOBALS, __builtins__=builtins)
                r = eval(src, g, dict(FRAME_LOCALS))
            else:
                ns = fixture_ns()
                *init, last = src.split(";")
                if init:
                    exec(";".join(init), ns)
                r = eval(last.strip(), ns)
        want["repr"] = enc_str(unaddress(repr(r)))
    except Exception as e:  # noqa: BLE001 - every exception is an expected outcome
        want["exc"] = type(e).__name__
        want["msg"] = enc_str(unaddress(str(e)))
    if out.getvalue():
        want["out"] = enc_str(unaddress(out.getvalue()))
    return want


def host_print(src):
    """Runs print statements in a child python3 with UTF-8 stdout, as a
    program's real stdout behaves (strict errors: lone surrogates fail)."""
    p = subprocess.run([sys.executable, "-c", src], capture_output=True,
                       env=dict(os.environ, PYTHONIOENCODING="utf-8", PYTHONHASHSEED="0"))
    want = {}
    if p.returncode == 0:
        want["repr"] = enc_str("None")
    else:
        last = p.stderr.decode().strip().splitlines()[-1]
        name, _, msg = last.partition(": ")
        want["exc"], want["msg"] = name, enc_str(msg)
    if p.stdout:
        want["out"] = enc_str(p.stdout.decode("utf-8", "surrogateescape"))
    return want


# ---- the cases -------------------------------------------------------------

INTS = [0, 1, -1, 2, 7, -7, 10, 255, -256, 2**31 - 1, 2**31, 2**62, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64,
        10**20, -10**20, 3**40, 2**100 + 12345, -(2**127)]
FLOATS = ["0.0", "-0.0", "1.0", "-1.5", "0.1", "2.5", "3.5", "-2.5", "1e16", "1e-5", "1e300", "-1e-300", "5e-324",
          "float('inf')", "float('-inf')", "float('nan')", "1/3", "123456789.125", "2.675", "0.5", "-0.5"]
STRS = ["''", "'a'", "'abc'", "'é'", "'日本語'", "'a\\tb\\nc'", "\"'\"", "'\\x00\\x7f'", "'😀x'", "'\\ud800'",
        "'\\udfff x'", "'ÿ'", "'\\u0100'"]
MISC = ["None", "True", "False", "1j", "(1+2j)", "[1]", "()", "(1, 2)", "{}", "{1: 2}", "{1, 2}", "b'ab'",
        "bytearray(b'x')", "range(3)", "Ellipsis", "NotImplemented", "object", "int", "len", "Rounder()", "Idx(5)"]


def cases():
    out = []
    add = out.append
    nums = [str(i) for i in INTS] + FLOATS
    one_arg = ["abs", "ascii", "bin", "callable", "chr", "hash", "hex", "id", "len", "oct", "ord", "repr", "aiter",
               "vars", "iter", "next", "all", "any", "dir", "format", "round", "sorted", "sum", "divmod", "pow",
               "getattr", "setattr", "delattr", "hasattr", "isinstance", "issubclass", "max", "min", "enumerate",
               "filter", "map", "reversed", "zip", "anext", "print", "globals", "locals"]
    # Argument-count and keyword errors.
    for f in one_arg:
        if f not in ("dir", "vars", "globals", "locals"):  # these need a frame: see FRAME_CASES
            add(f + "()")
        add(f + "(1, 2, 3, 4)")
        add(f + "(1, xyz=2)")
    # Numbers.
    for x in nums + ["True", "False", "(1+2j)", "'a'", "None", "[1]", "Idx(-3)"]:
        add("abs(%s)" % x)
    for x in [str(i) for i in INTS] + ["True", "False", "Idx(5)", "Idx(2**70)", "Idx(-9)", "Idx('x')", "1.5", "'a'",
                                       "None", "1j"]:
        for f in ("bin", "oct", "hex"):
            add("%s(%s)" % (f, x))
    small = ["0", "1", "-1", "7", "-7", "2**63", "-2**63", "10**20", "0.0", "1.5", "-2.5", "float('inf')",
             "float('nan')", "True", "1j", "'a'", "None"]
    for a in small:
        for b in small:
            add("divmod(%s, %s)" % (a, b))
            if b in ("2**63", "-2**63", "10**20") and a not in ("0", "1", "-1", "0.0", "1.5", "-2.5", "True"):
                continue  # an astronomically large result
            add("pow(%s, %s)" % (a, b))
    for a, b, m in [(2, 10, 7), (3, -1, 7), (2, -1, 4), (2, 3, 0), (2, 3, 1), (2, 3, -5), (-2, 3, 5), (10**20, 10**20, 97),
                    (2, 10**30, 10**9 + 7), (0, 0, 1), (0, -1, 5), (7, -3, 10**20 + 1)]:
        add("pow(%d, %d, %d)" % (a, b, m))
    for e in ["pow(2.0, 3, 5)", "pow(2, 3.0, 5)", "pow(2, 3, 5.0)", "pow(2, 3, None)", "pow(base=2, exp=3)",
              "pow(2, 3, mod=5)", "pow(base=2, exp=3, mod=5)", "pow(2, exp=3)", "pow(-8, 1/3)", "pow(0, -1)",
              "pow(0.0, -1)", "pow('a', 2)", "pow(2, 'a', 3)", "pow(Idx(2), 3)", "pow(1j, 2)", "pow(2, 3, 1j)",
              "pow(-2, 0.5)", "pow(2, -2)", "pow(True, 2, 2)", "pow(2, 1000)"]:
        add(e)
    rnd = random.Random(1234)
    for _ in range(60):
        a = rnd.choice([rnd.randint(-1000, 1000), rnd.randint(-2**70, 2**70), round(rnd.uniform(-1e6, 1e6), 3)])
        b = rnd.choice([rnd.randint(1, 50), -rnd.randint(1, 50), round(rnd.uniform(-100, 100), 2)])
        add("divmod(%r, %r)" % (a, b))
        add("pow(%r, %r)" % (a, b if isinstance(b, float) or b < 40 else 3))
    # round
    for x in nums + ["True", "Rounder()", "'a'", "None", "1j", "[1]"]:
        add("round(%s)" % x)
    for x in ["2.675", "1.5", "-1.5", "1234.5678", "0.1", "1e300", "-1e-300", "float('inf')", "float('nan')", "5e-324",
              "0.0", "-0.0", "1234", "15", "25", "-35", "2**70 + 5", "10**20", "True", "Rounder()"]:
        for n in ["0", "1", "2", "-1", "-2", "-3", "5", "20", "400", "-400", "None", "2**70", "-2**70", "Idx(2)", "1.5",
                  "'a'"]:
            if n == "-2**70" and x in ("1234", "15", "25", "-35", "2**70 + 5", "10**20", "True"):
                continue  # CPython computes 10**(2**70) and never returns
            add("round(%s, %s)" % (x, n))
    for _ in range(80):
        x = rnd.choice([round(rnd.uniform(-1e4, 1e4), rnd.randint(0, 6)), rnd.uniform(-1, 1), rnd.randint(-10**9, 10**9)])
        add("round(%r, %d)" % (x, rnd.randint(-6, 8)))
        add("round(%r)" % (x,))
    for e in ["round(number=1.5)", "round(1.55, ndigits=1)", "round(number=15, ndigits=-1)", "round(1.5, nd=1)",
              "round(Rounder(), ndigits=3)"]:
        add(e)
    # chr / ord
    for x in ["0", "65", "0x7f", "0xff", "0x100", "0xd800", "0xdfff", "0xfffd", "0x10000", "0x10ffff", "0x110000", "-1",
              "2**31", "2**31 - 1", "-2**31", "-2**31 - 1", "2**63", "-2**63 - 1", "1.5", "'a'", "True", "Idx(97)",
              "None"]:
        add("chr(%s)" % x)
    for x in STRS + ["'ab'", "b'a'", "b''", "b'ab'", "bytearray(b'z')", "bytearray()", "1", "None", "['a']",
                     "'\\U0010ffff'"]:
        add("ord(%s)" % x)
    # repr / ascii / hash / len / callable / format
    for x in nums + STRS + MISC + ["[1, 'é', ('\\ud800',)]", "{'k': 'ü'}", "b'\\xff'"]:
        add("repr(%s)" % x)
        add("ascii(%s)" % x)
    # (Not None, Ellipsis, int or a NaN: CPython hashes them by address.)
    for x in [str(i) for i in INTS] + [f for f in FLOATS if "nan" not in f] + STRS + ["True", "False", "(1, 'a')", "()", "1j", "(1+2j)",
                                                      "b'abc'", "frozenset({1, 2})", "[1]", "{}", "{1}",
                                                      "bytearray()", "Hashy(5)", "Hashy(-1)", "Hashy(2**100)",
                                                      "Hashy(-2**64)", "Hashy('x')", "Hashy(True)", "range(5)",
                                                      "(1, [2])"]:
        add("hash(%s)" % x)
    for x in ["''", "'abc'", "'日本'", "b'ab'", "[1, 2]", "(1,)", "{1: 2}", "{1, 2, 3}", "frozenset()", "range(10)",
              "range(0, 10, 3)", "range(2**70)", "bytearray(b'abc')", "5", "None", "1.5", "Seq()", "Lenny(4)",
              "Lenny(-1)", "Lenny(2**70)", "Lenny('x')", "Lenny(True)", "Lenny(1.5)", "Lenny(Idx(3))", "iter([])",
              "{}.keys()", "{1: 2}.items()", "len", "int"]:
        add("len(%s)" % x)
    for x in ["len", "int", "1", "None", "Rounder()", "Rounder", "Counter()", "str.lower", "'a'.upper", "NS().a",
              "[].append", "neg", "Writer().write", "type", "object()", "enumerate", "zip([])"]:
        add("callable(%s)" % x)
    for v, s in [("1234.5", "',.2f'"), ("5", None), ("5", "''"), ("'x'", "'>3'"), ("1", "2"), ("Fmt()", "'abc'"),
                 ("Fmt()", None), ("object()", "'x'"), ("[1]", None), ("[1]", "''"), ("[1]", "'x'"), ("None", "''"),
                 ("True", "'d'"), ("True", "''"), ("1j", "'.1f'"), ("2**100", "'x'"), ("1.5", "'%'"), ("'é'", "'^5'"),
                 ("1", "'z'"), ("1.0", "'d'"), ("'s'", "'d'"), ("b'x'", "''"), ("range(2)", "''"), ("-0.0", "'+'")]:
        add("format(%s)" % v if s is None else "format(%s, %s)" % (v, s))
    add("format(5, format_spec='x')")
    add("format(value=5)")
    # Attributes.
    for e in ["getattr(NS(), 'a')", "getattr(NS(), 'zz')", "getattr(NS(), 'zz', 5)", "getattr(NS(), 'a', 5)",
              "getattr(1, 'real')", "getattr(1, 'zz')", "getattr(1, 'zz', None)", "getattr(int, 'zz')",
              "getattr(NS(), 2)", "getattr(NS(), 2, 3)", "getattr(1, 'x', default=3)", "getattr(1)",
              "getattr(1, 'x', 2, 3)", "getattr(NS, 'a')", "getattr(int, '__name__')", "getattr(Seq(), '__len__')()",
              "hasattr(NS(), 'a')", "hasattr(NS(), 'b')", "hasattr(1, 'real')", "hasattr(1, 2)", "hasattr(int, 'zz')",
              "o = NS(); setattr(o, 'b', 2); vars(o)", "o = NS(); setattr(o, 'a', [1]); o.a",
              "setattr(1, 'real', 2)", "setattr(1, 'zz', 2)", "setattr(NS(), 2, 3)", "setattr(NS(), 'x')",
              "o = NS(); delattr(o, 'a'); vars(o)", "delattr(NS(), 'b')", "delattr(1, 'real')", "delattr(1, 'zz')",
              "delattr(NS(), 5)", "o = NS(); setattr(o, 'é', 1); getattr(o, 'é')", "setattr(int, 'x', 1)",
              "delattr(int, 'real')", "o = NS(); setattr(o, 'k', 5); hasattr(o, 'k')", "getattr(NS(), '\\ud800', 1)",
              "vars(NS())", "vars(1)", "vars(NS)['__module__']", "vars(None)", "vars([])", "vars(x=1)",
              "vars(Rounder())", "len(vars(int)) > 10",
              ]:
        add(e)
    # dir
    for e in ["dir(Dirable())", "dir(NS())", "dir(NS)", "dir(1)", "dir(int)", "dir(None)", "dir([])", "dir('')",
              "dir(object)", "dir(object())", "dir(type)", "dir(Exception)", "dir(ValueError('x'))", "dir(dict)",
              "dir(len)", "dir(enumerate)", "dir(zip([]))", "dir(map)", "dir(filter)", "dir(reversed)",
              "dir(Rounder)", "dir(Seq())", "dir(x=1)", "'a' in dir(NS())",
              "e = ValueError('x'); setattr(e, 'foo', 1); 'foo' in dir(e)", "'__round__' in dir(Rounder())",
              "setattr(neg, 'tag', 1); 'tag' in dir(neg)", "'x' in dir(mod)", "'__class__' in dir(mod)",
              "'__name__' in dir(mod)", "'__round__' in dir(Rounder)", "'a' in dir(NS)", "len(dir(Dirable)) > 20"]:
        add(e)
    # isinstance / issubclass
    classes = ["int", "bool", "object", "str", "(int, str)", "(float, (bytes, int))", "()", "type", "Exception",
               "BaseException", "NS", "(NS, Seq)", "1", "(int, 1)", "(1, int)", "None", "[int]"]
    for v in ["1", "True", "'a'", "1.5", "NS()", "int", "NS", "ValueError()", "None", "object()", "[1]"]:
        for c in classes:
            add("isinstance(%s, %s)" % (v, c))
    for s in ["int", "bool", "NS", "object", "type", "ValueError", "OSError", "1", "(int,)", "None"]:
        for c in classes:
            add("issubclass(%s, %s)" % (s, c))
    for e in ["issubclass(IOError, OSError)", "IOError is OSError", "EnvironmentError is OSError",
              "issubclass(BlockingIOError, OSError)", "issubclass(ExceptionGroup, BaseExceptionGroup)",
              "isinstance(1, int, x=2)", "issubclass(bool, int, str)"]:
        add(e)
    # id
    for e in ["a = NS(); id(a) == id(a)", "a = NS(); b = NS(); id(a) == id(b)", "id(5) == id(5)", "type(id(1))",
              "id(None) == id(None)", "a = NS(); id(a) > 0", "id(1) == id(2)", "a = [1]; b = [1]; id(a) != id(b)",
              "id(1.5) == id(1.5)", "id(True) == id(1)"]:
        add(e)
    # iter / next / all / any
    for e in ["list(iter([1, 2]))", "list(iter('ab'))", "list(iter(Seq()))", "iter(5)", "iter(NotIter())",
              "c = Counter(); list(iter(c, 4))", "c = Counter(); list(iter(c, 1))", "iter(1, 2)", "iter(len, 1, 2)",
              "list(iter({1: 2, 3: 4}))", "list(iter(range(3)))", "next(iter([1]))", "next(iter([]), 'd')",
              "next(iter([]))", "next(iter([]), None)", "next(1)", "next([1])", "next(iter([1]), 2, 3)",
              "it = iter([1, 2]); next(it); next(it)", "it = iter([1]); next(it); next(it, 'end')",
              "c = Counter(); it = iter(c, 3); next(it); next(it); next(it, 'x')", "next(zip())",
              "next(iter(Seq()))", "list(iter(None))", "iter(iter([1])) is not None", "next(iter('é'))",
              "it = iter(Seq()); next(it); next(it); next(it); next(it, 'done')",
              "all([])", "all([1, 2])", "all([1, 0])", "all('ab')", "all([None])", "all(5)", "all(map(boom, [1]))",
              "all(map(boom, []))", "all(iter([1, [], 2]))", "any([])", "any([0, 0])", "any([0, 1])", "any('')",
              "any(5)", "any(map(boom, [1]))", "any({0: 1})", "any({1: 0})", "all(x=1)", "all([], [])",
              "all(Seq())", "any(Seq())", "all(NotIter())"]:
        add(e)
    # max / min
    for f in ("max", "min"):
        for e in ["[3, 1, 2]", "3, 1, 2", "'bca'", "[]", "[], default=7", "[1], default=7", "1, 2, default=7",
                  "[1, 'a']", "1, 'a'", "1", "[1.5, 2, True]", "[2, 2.0]", "[2.0, 2]", "['b', 'aa', 'c'], key=len",
                  "'b', 'aa', 'c', key=len", "[3, -4, 1], key=neg", "[3, -4], key=abs", "[1, 2], key=None",
                  "[1, 2], key=1", "[1, 2], key=boom", "[], key=boom, default=0", "iter([5, 6])", "Seq()",
                  "[[1], [0, 5]], key=len", "[(1, 'b'), (1, 'a')]", "[(1, 'b'), (1, 'a')], key=first",
                  "[float('nan'), 1, 2]", "[1, float('nan'), 2]", "{3: 'x', 5: 'y'}", "[1], 2", "x=[1]",
                  "[1], key=len, x=3", "NotIter()", "5, 6, key=neg", "[Key(1, 'a'), Key(1, 'b'), Key(0, 'c')]",
                  "[1, 2], default=7, key=neg", "iterable=[1, 2]", "[], default=None", "[2**70, 2**63, -1]",
                  "'a', 'B', key=str.lower", "{1, 3, 2}", "range(5)", "range(0)", "[1], [2]"]:
            add("%s(%s)" % (f, e))
    # sorted
    for e in ["[3, 1, 2]", "'bca'", "[]", "[1, 'a']", "['a', 1]", "[3, 1, 2], reverse=True", "[3, 1, -2], key=neg",
              "[3, 1, -2], key=abs, reverse=True", "['b', 'A', 'c'], key=str.lower", "[Key(1, 'a'), Key(0, 'b'), Key(1, 'c'), Key(0, 'd')]",
              "[Key(1, 'a'), Key(0, 'b'), Key(1, 'c'), Key(0, 'd')], reverse=True", "[1], 2", "[1], cmp=None",
              "key=len", "iterable=[1]", "5", "{3: 1, 1: 2}", "{3, 1, 2}", "[1, 2], key=boom", "[2, 1], key=1",
              "[1.5, 1, True, -0.0, 0]", "[(2, 'b'), (1, 'z'), (2, 'a')]", "[float('nan'), 1, float('nan'), 0]",
              "range(5, 0, -1)", "Seq()", "[[2], [1, 2], [1]]", "[1, 2], reverse=None", "[1, 2], reverse='x'",
              "[1, 2], reverse=2**70", "'hello world'", "[2**70, -2**70, 0, 2**63]", "[1, 2], reverse=1.5",
              "[b'b', b'a']", "[{1}, {2}]", "[1, 2], key=None"]:
        add("sorted(%s)" % e)
    for _ in range(20):
        n = rnd.randint(0, 40)
        xs = [rnd.randint(-50, 50) for _ in range(n)]
        add("sorted(%r)" % (xs,))
        add("sorted(%r, key=odd, reverse=True)" % (xs,))
        ys = [round(rnd.uniform(-5, 5), 1) for _ in range(n)]
        add("sorted(%r, key=abs)" % (ys,))
        add("sum(%r)" % (ys,))
        add("max(%r, default=None)" % (ys,))
        add("min(%r, key=neg, default=None)" % (xs,))
    # sum
    for e in ["[1, 2, 3]", "[1.5, 2]", "[0.1] * 10", "[1e100, 1.0, -1e100]", "[], 5", "[[1], [2]], []",
              "['a'], ''", "['a']", "[b'a'], b''", "[], bytearray()", "[1, 2**63]", "[2**62, 2**62]",
              "[2**63 - 1, 1]", "[-2**63, -1]", "[1, 1.5, 2**70]", "[1.5, 2**70]", "[1.5, 2**70, 1]", "[True, True]",
              "[1], start=1.5", "[1], 1.5", "[1, 'a']", "[1j, 2]", "[1.0, 1j]", "[1.5, True]", "[1.5, Num(2)]",
              "[Num(1), 2]", "[2, Num(1)]", "[1, 2], Num(10)", "[1.5, 2.5], Num(0)", "start=2", "5", "[], start=[]",
              "[[1]], start=[0]", "[(1,), (2,)], ()", "[1, 2.5], 2**70", "[2**70, 1.5]", "[float('inf'), float('-inf')]",
              "[float('nan'), 1]", "[-0.0]", "[-0.0], -0.0", "[0.0, -0.0]", "[], -0.0", "[1e308, 1e308]",
              "[1e308, 1e308, -1e308]", "[10**400 // 10**390, 0.5]", "[1, 2.0, 3]", "[1.0, 2, 3]", "range(10**6)",
              "range(101)", "iter([0.5, 0.25])", "[0.5, Idx(1)]", "[Idx(1), 0.5]", "[True, 1.5]", "[2**64, 1.5]",
              "[1.5, -2**64]", "[1.5, 10**400]", "['a', 'b'], start=5", "[1, None]", "[None]", "[None], None",
              "[1.5, None]", "[], ''", "[], b''", "x=[]", "[1], x=2", "[1], start=2, x=3", "[1], 2, 3",
              "[1, 2], start=3", "iterable=[1]", "[3, -2**63], -1", "[1, 2], -2**63", "[2**63, -1]"]:
        add("sum(%s)" % e)
    # print
    for e in ["print()", "print(1, 2)", "print(1, 2, sep='-')", "print(1, 2, sep=None)", "print(1, end='')",
              "print(1, end=None)", "print('a', 'b', sep='', end='!\\n')", "print(sep=1)", "print(end=1)",
              "print(file=1)", "print(1, foo=2)", "print(1, file=None)", "print([1, 'é'], None, 1.5)",
              "print('x', flush=True)", "print('x', flush=1)", "print(*[1, 2, 3])", "print(Rounder)",
              "w = Writer(); print('a', 'b', file=w); w.parts", "w = Writer(); print(file=w); w.parts",
              "w = Writer(); print(1, 2, sep='-', end='.', file=w, flush=True); w.parts",
              "w = Writer(); print('a', file=w, flush=False); w.parts", "print('a', file=NS())",
              "w = Writer(); print(b'x', file=w); w.parts", "print('\\n')", "print('é', '日本')", "print(sep='-')",
              "print(1, 2, sep='é', end='ü')", "print(NotIter())", "print('a', sep=b'x')"]:
        add(e)
    # Constants, exceptions and types under their names.
    for e in ["None", "True", "False", "Ellipsis", "NotImplemented", "__debug__", "int", "enumerate", "zip", "map",
              "filter", "reversed", "ValueError('x')", "OSError(2, 'no')", "KeyError('k')", "ExceptionGroup",
              "StopAsyncIteration", "len", "print", "type(print)", "sorted", "abs.__name__", "abs.__module__",
              "type(zip)", "type(zip([]))", "type(enumerate([]))", "type(map(neg, []))", "type(filter(None, []))",
              "type(reversed([]))", "type(reversed(Seq()))", "type(reversed('a'))", "type(iter(len, 1))",
              "repr(ValueError)", "issubclass(TimeoutError, OSError)", "EncodingWarning", "BaseExceptionGroup",
              "len.__doc__", "sorted.__doc__", "id.__doc__", "print.__doc__", "enumerate.__doc__", "zip.__doc__",
              "reversed.__doc__", "map.__name__", "max.__qualname__", "enumerate.__module__"]:
        add(e)
    # enumerate / filter / map / reversed / zip
    for e in ["list(enumerate('abc'))", "list(enumerate('abc', 1))", "list(enumerate('ab', start=2**70))",
              "list(enumerate('ab', -1))", "list(enumerate('ab', 2**63 - 1))", "list(enumerate(iterable='ab', start=3))",
              "enumerate()", "enumerate(1)", "enumerate('a', 1.5)", "enumerate('a', None)", "list(enumerate('a', True))",
              "list(enumerate('ab', Idx(5)))", "enumerate('a', 1, 2)", "enumerate('a', x=1)", "list(enumerate([]))",
              "e = enumerate('abc'); next(e); list(e)", "e = enumerate('ab'); iter(e) is e",
              "list(enumerate(Seq(), start=-2**63))",
              "list(filter(None, [0, 1, 2, '', None, 'a']))", "list(filter(odd, range(10)))", "list(filter(boom, [1]))",
              "list(filter(boom, []))", "filter()", "filter(None)", "filter(None, 1)", "filter(None, [1], key=1)",
              "list(filter(bool, [0, 3]))", "list(filter(1, [1]))", "list(filter(neg, [0, 1, -1]))",
              "f = filter(None, [1]); iter(f) is f", "list(filter(None, Seq()))", "filter(None, [1], [2])",
              "list(map(neg, [1, 2]))", "list(map(pow, [2, 3], [4, 5]))", "list(map(add, [1, 2, 3], [10, 20]))",
              "map(neg)", "map()", "map(neg, 1)", "list(map(1, [1]))", "list(map(boom, [1]))", "list(map(boom, []))",
              "map(neg, [1], x=2)", "list(map(str, 'ab'))", "list(map(add, 'ab', 'cd'))", "list(map(pow, [2], [3], [5]))",
              "list(map(neg, Seq()))", "list(map(len, ['a', [1, 2]]))", "m = map(neg, [1]); iter(m) is m",
              "list(map(add, [1], [2], [3]))", "list(map(neg, []))",
              "list(reversed([1, 2, 3]))", "list(reversed('abc'))", "list(reversed((1, 2)))", "list(reversed(range(5)))",
              "list(reversed(Seq()))", "list(reversed(Rev()))", "reversed(5)", "list(reversed({1: 2, 3: 4}))",
              "reversed({1})", "reversed()", "reversed([1], [2])", "reversed(seq=[1])", "list(reversed(''))",
              "list(reversed(b'ab'))", "list(reversed(bytearray(b'ab')))", "reversed(iter([1]))",
              "list(reversed({1: 2}.keys()))", "list(reversed({1: 2}.items()))", "list(reversed('é日'))",
              "r = reversed('abc'); next(r); list(r)", "reversed(NS())", "reversed(Lenny(2))",
              "r = reversed('abc'); r.__length_hint__()", "r = reversed('abc'); next(r); r.__length_hint__()",
              "list(reversed(range(2**70, 2**70 + 3)))",
              "list(zip())", "list(zip([1, 2], 'ab'))", "list(zip([1, 2, 3], 'ab'))", "list(zip([1, 2], 'abc', (5,)))",
              "list(zip([1, 2], 'ab', strict=True))", "list(zip([1], [1, 2], strict=True))",
              "list(zip([1, 2], [1], strict=True))", "list(zip([1, 2], [1, 2], [2], strict=True))",
              "list(zip([1, 2], [1], [2], strict=True))", "list(zip([1], [1], [2, 3], strict=True))",
              "list(zip([1, 2], [1, 2], [1, 2, 3], strict=True))", "list(zip([], [1], strict=True))",
              "list(zip([1], [], strict=True))", "list(zip(strict=True))", "list(zip([1, 2], strict=True))",
              "zip(1)", "zip([1], 2)", "zip([1], foo=1)", "list(zip([1, 2], 'ab', strict=False))",
              "list(zip([1], 'ab', strict=0))", "list(zip([1], 'ab', strict=[1]))", "list(zip(Seq(), Seq()))",
              "list(zip(map(boom, [1]), [1]))", "list(zip([], map(boom, [1])))", "list(zip([1], map(boom, [1])))",
              "list(zip([1, 2], map(boom, [1]), strict=True))", "z = zip([1]); iter(z) is z",
              "list(zip([1, 2], NotIter()))", "list(zip('abc', range(10**9)))",
              "z = zip([1, 2], [3], strict=True); next(z); next(z)",
              "z = zip([1, 2], [3], strict=True); next(z); next(z, 'x')"]:
        add(e)
    # Subclasses of the iterator types.
    for e in ["list(MyEnum('ab', 1))", "type(MyEnum('a')).__name__", "MyEnum()", "MyEnum('a', x=1)",
              "list(MyEnum(iterable='ab', start=5))", "MyEnum('a', 1, 2)", "list(MyFilter(None, [0, 1], x=1))",
              "list(MyFilter(odd, [1, 2, 3]))", "MyFilter(None)", "list(MyMap(neg, [1, 2]))", "list(MyMap(neg, [1], x=2))",
              "MyMap(neg)", "list(MyRev([1, 2]))", "list(MyRev('ab'))", "MyRev([1], x=1)", "type(MyRev('ab')).__name__",
              "type(MyRev(range(2))).__name__", "list(MyZip('ab', [1, 2, 3]))", "list(MyZip('ab', [1], strict=True))",
              "isinstance(MyZip(), zip)", "e = MyEnum('xy'); next(e); next(e)", "e = MyEnum('ab'); iter(e) is e",
              "r = MyRev('abc'); r.__length_hint__()", "MyEnum('a').__reduce__()[0] is MyEnum",
              "enumerate('ab').__reduce__()[1][1]", "e = enumerate('ab', 5); next(e); e.__reduce__()[1][1]",
              "zip([1], strict=True).__reduce__()[2]", "len(zip([1], [2]).__reduce__())",
              "r = reversed('abc'); r.__setstate__(1); list(r)", "r = reversed('abc'); r.__setstate__(10); list(r)",
              "r = reversed('abc'); r.__setstate__(-5); list(r)", "r = reversed('abc'); list(r); r.__reduce__()[1]",
              "z = zip([1, 2], [3]); z.__setstate__(True); list(z)", "map(neg, [1]).__reduce__()[1][0] is neg",
              "filter(None, [1]).__reduce__()[1][0]", "enumerate[int]", "r = reversed('ab'); r.__setstate__('x')"]:
        add(e)
    # aiter / anext
    for e in ["a = AIt(); aiter(a) is a", "anext(AIt())", "aiter(1)", "anext(1)", "type(anext(AIt(), 0)).__name__",
              "aiter(AIt(), 1)", "anext(AIt(), 1, 2)", "aiter(NS())", "anext(NS())", "anext(NS(), 1)",
              "a = anext(StopAIt(), 'd'); next(a)", "a = anext(StopAIt(), 'd'); a.send(None)",
              "a = anext(StopAIt(), 'd'); a.send(1)", "type(anext(StopAIt()))", "a = anext(YAIt(), 'd'); next(a)",
              "a = anext(YAIt(), 'd'); next(a); next(a)", "a = anext(YAIt(), 'd'); next(a); next(a); next(a)",
              "a = anext(YAIt(), 'd'); a.send(None); a.send(5)", "a = anext(AIt(), 'd'); next(a)",
              "a = anext(YAIt(), 'd'); a.__await__() is a", "a = anext(YAIt(), 'd'); iter(a) is a",
              "a = anext(StopAIt(), 'd'); a.throw(ValueError('x'))", "a = anext(StopAIt(), 'd'); a.close()",
              "anext(Aw([1]), 'd')", "a = anext(StopAIt(), 'd'); list(a)",
              "a = anext(YAIt(), 'd'); a.send()", "a = anext(YAIt(), 'd'); a.send(x=1)"]:
        add(e)
    return out


FRAME_CASES = ["globals() is not None", "sorted(globals())", "locals()", "dir()", "vars()", "sorted(vars())",
               "globals()['gx']", "locals()['b']", "vars(x=1)", "globals(1)", "locals(1)", "len(globals())",
               "dir(1) == sorted(dir(1))", "'gx' in dir()", "a"]

HOST_PRINTS = ["print('a\\ud800b')", "print('a', '\\ud800')", "print('ok', 'é')", "print('x', end='\\udcff')",
               "print('x', sep='\\ud800')", "print('\\ud800', 'x', sep='')"]


def main():
    out = []
    seen = set()
    for src in cases():
        if src in seen:
            continue
        seen.add(src)
        out.append({"src": src, "prog": program(src), "want": run(src)})
    for src in FRAME_CASES:
        out.append({"src": src, "prog": program(src), "frame": True, "want": run(src, frame=True)})
    for src in HOST_PRINTS:
        out.append({"src": src, "prog": program(src), "host": True, "want": host_print(src)})
    # The names of the builtins module, in its dict's order, less those
    # pyex leaves to the VM and the sandbox.
    left_out = {"__loader__", "__spec__", "__build_class__", "breakpoint",
                "memoryview", "open", "quit", "exit", "copyright", "credits", "license", "help"}
    with open(os.path.join(HERE, "names.json"), "w") as f:
        json.dump([n for n in vars(builtins) if n not in left_out], f)
        f.write("\n")
    path = os.path.join(HERE, "cases.json")
    with open(path, "w") as f:
        f.write("[\n")
        for i, c in enumerate(out):
            f.write(json.dumps(c, ensure_ascii=False, separators=(",", ":")))
            f.write(",\n" if i < len(out) - 1 else "\n")
        f.write("]\n")
    print("wrote %d cases to %s" % (len(out), path))


if __name__ == "__main__":
    main()
