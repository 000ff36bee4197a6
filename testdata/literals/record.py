#!/usr/bin/env python3
"""Record CPython 3.11's behaviour on string and number literals and on
constant reprs, for the tests of frontend/literal*.go and frontend/repr.go.

Run from the repository root:  python3 testdata/literals/record.py

Writes testdata/literals/strings.json, numbers.json and reprs.json. Never
edit those by hand: change the cases here and record again.

strings.json: one entry per program holding a run of adjacent string
literals. "tokens" are that run's STRING tokens (text, byte positions),
"next" the start of the token after them, and either "node" (the node
CPython builds, in the compact form of show() below) or "error" (the
SyntaxError's msg, lineno, offset, end_lineno, end_offset).
"""
import ast
import io
import json
import math
import random
import struct
import sys
import tokenize

assert sys.version_info[:2] == (3, 11), "record with CPython 3.11"

OUT = "testdata/literals/"

# ---------------------------------------------------------------- strings

BODIES = [
    "", "a", "abc", "a'b", 'a"b', "a'b\"c", "\\\\", "\\'", '\\"', "\\a\\b\\f\\n\\r\\t\\v",
    "\\0", "\\7", "\\07", "\\101", "\\1011", "\\400", "\\777", "\\8", "\\9", "\\x41", "\\x4a\\x4A", "\\xff",
    "\\u0041", "\\u00e9", "\\uffff", "\\ud800", "\\udfff", "\\ud83d\\ude00", "\\U0001F600", "\\U00010FFFF",
    "\\N{LATIN SMALL LETTER A}", "\\N{latin small letter a}", "\\N{BYTE ORDER MARK}", "\\N{LF}",
    "\\N{HANGUL SYLLABLE GAG}", "\\N{HANGUL SYLLABLE A}", "\\N{CJK UNIFIED IDEOGRAPH-4E00}",
    "\\N{CJK UNIFIED IDEOGRAPH-2A6DF}", "\\N{EM DASH}x", "\\q", "\\z\\(", "\\\n", "a\\\nb",
    "é", "é\\n", "\\é", "日本語", "\\日", "a\\\\é", "\t", "\x7f", "\x00"[:0] + "x\u00a0y", "\u2028",
    "\\x00\\x01\\x1f\\x7f\\x80\\x9f\\xa0\\xad", "\\u200b\\u2029\\u3000\\ue000\\U000e0001\\U0010ffff",
    "\\U00030000\\U0003134a\\U0003134b",
]

BAD_BODIES = [
    "\\x", "\\x4", "\\x4g", "\\xg4", "\\u123", "\\u12g4", "\\U1234567", "\\U11111111", "\\U00110000",
    "\\N", "\\Nx", "\\N{", "\\N{}", "\\N{abc", "\\N{NOT A NAME}", "\\N{hangul syllable GAG}",
    "\\N{CJK UNIFIED IDEOGRAPH-4e00}", "\\N{CJK UNIFIED IDEOGRAPH-2A6E0}", "\\N{LATIN SMALL LETTER A WITH MACRON AND GRAVE}",
    "é\\x4", "é日\\u12", "\\é\\x", "a\\\\é\\x1", "\\\\\\N{x}", "\\N{é}",
]


def string_cases():
    cases = []
    for body in BODIES + BAD_BODIES:
        for prefix in ["", "r", "u", "U", "b", "Rb", "f", "F", "fR"]:
            for q in ["'", '"', "'''"]:
                if "\n" in body and len(q) == 1 and not body.endswith("\\\n") and "\\\n" not in body:
                    continue
                if q[0] in body.replace("\\" + q[0], "") and len(q) == 1:
                    continue
                if body.endswith(q[0]) or body.endswith("\\"):
                    continue
                if "b" in prefix.lower() and any(ord(c) > 127 for c in body):
                    # still a useful error case, once per body
                    if prefix != "b" or q != "'":
                        continue
                cases.append("x = %s%s%s%s + 1\n" % (prefix, q, body, q))
    cases += [
        # concatenation, kinds, mixing
        "x = 'a' 'b'\n", "x = u'a' 'b'\n", "x = 'a' u'b'\n", "x = U'a' 'b'\n", "x = u'a' f'{x}' 'b'\n",
        "x = '' f'{x}' ''\n", "x = f'' ''\n", "x = f''\n", "x = '' ''\n", "x = u''\n", "x = f'a' 'b'\n",
        "x = 'a' f'b' 'c' f'{x}' 'd' f'' 'e'\n", "x = b'a' b'b'\n", "x = b'a' br'\\n' rb'c'\n",
        "x = b'a' 'b' + 1\n", "x = 'a' b'b' + 1\n", "x = f'a' b'b' + 1\n", "x = b'a' f'b' + 1\n",
        "x = (b'a' 'b')\n", "x = 'a' 'b' b'c' 'd'\n", "x = b'\\x4' 'a'\n", "x = 'a' b'\\x4'\n",
        "x = ('a'\n     'b'\n     f'{c}')\n", "x = ('a'  # comment\n     u'b')\n",
        "x = 'a' \\\n  f'{b}' \\\n  'c'\n", "x = '''a\nb''' f'''{c\n}\n{d}'''\n",
        "x = 'é' f'{a}é{b}'\n", "x = f'é{a}' 'é' f'{b}'\n",
        # f-string fields
        "x = f'{a}'\n", "x = f'{a}{b}'\n", "x = f'{a}{a}'\n", "x = f'{ a }'\n", "x = f'{\ta}'\n",
        "x = f'{a!r}'\n", "x = f'{a!s}'\n", "x = f'{a!a}'\n", "x = f'{a:>10}'\n", "x = f'{a!r:>10}'\n",
        "x = f'{a:{b}}'\n", "x = f'{a:{b}x{c}}'\n", "x = f'{a:x{b}y}'\n", "x = f'{a:{b}{c}}'\n",
        "x = f'{a:{b!r}}'\n", "x = f'{a:{b:>3}}'\n", "x = f'{a:}'\n", "x = f'{a!r:}'\n",
        "x = f'{a=}'\n", "x = f'{a = }'\n", "x = f'{a=!s}'\n", "x = f'{a=:x}'\n", "x = f'{a=!r:x}'\n",
        "x = f'{a=}{b=}'\n", "x = f'x{a=}y'\n", "x = f'''{a=\n}'''\n",
        "x = f'{x!=y}'\n", "x = f'{x==y}'\n", "x = f'{x<=y}'\n", "x = f'{x>=y}'\n", "x = f'{x<y}'\n",
        "x = f'{x>y}'\n", "x = f'{x>y=}'\n", "x = f'{x:=5}'\n", "x = f'{x!=y=}'\n",
        "x = f'{a[1]}'\n", "x = f'{a[\"b\"]}'\n", "x = f'{a(b, c)}'\n", "x = f'{ {1: 2}[1] }'\n",
        "x = f'{a[b:c]}'\n", "x = f'{a(b=c)}'\n", "x = f'{lambda x: 1}'\n", "x = f'{\"a\"}'\n",
        "x = f'{\"a\" \"b\"}'\n", "x = f\"{'a'}\"\n", "x = f'''{'a'}'''\n", "x = f'''{\"\"\"a\"\"\"}'''\n",
        "x = f'''{'''a'''}'''\n"[:0] + "x = f'''{\"'\"}'''\n", "x = f'{a if b else c}'\n",
        "x = f'{{}}'\n", "x = f'{{a}}'\n", "x = f'a{{b'\n", "x = f'}}}}'\n", "x = f'{{{a}}}'\n",
        "x = f'{a}}}'\n", "x = f'{{{{'\n", "x = f'\\{a}'\n", "x = f'\\{{a}}'\n", "x = rf'\\{a}'\n",
        "x = f'\\\\{a}'\n", "x = f'\\N{LF}{a}'\n", "x = f'\\N{LEFT CURLY BRACKET}{a}'\n",
        "x = rf'\\N{LF}'\n"[:0] + "x = rf'\\N{a}'\n", "x = f'{a}\\N{RIGHT CURLY BRACKET}'\n",
        "x = f'\\x41{a}\\x42'\n", "x = f'\\\n{a}'\n", "x = fr'\\\n{a}'\n",
        "x = f'''\n{a}'''\n", "x = f'''\n  {a}\n'''\n", "x = f'''{\na}'''\n", "x = f'''{  \n  a}'''\n",
        "x = f'''\n  {a+\nb}'''\n", "x = f'''ab\ncd{\n\n e }'''\n", "x = f'''{a:{\nb}}'''\n",
        "x = f'''{a:\n{b}}'''\n", "x = (f'a'\n     f'{b}')\n", "x = ('é'\n     f'{é}')\n",
        "x = f'é{é}'\n", "x = f'{é}{é}'\n", "x = f'日本{語}'\n", "x = f'{a:é}'\n", "x = f'{a:{é}}'\n",
        "x = f'{a!r}{b!s:{c}}{d=}'\n", "x = F'{a}' FR'{b}' fR'{c}' Rf'{d}'\n",
        "x = f'{a:\\x41}'\n", "x = f'{a:\\N{LF}}'\n", "x = f'{a:{{}}}'\n"[:0] + "x = f'{a:{b}}}}'\n",
        "x = f'{a:{b}}' f'{c}'\n", "x = '{a}' f'{b}'\n", "x = f'{a}' '{b}'\n",
        "x = f'{a!r=}'\n"[:0] + "x = f'{  a  =  }'\n", "x = f'{a=   !r}'\n",
        # f-string errors found while scanning
        "x = f'{}' + 1\n", "x = f'{ }' + 1\n", "x = f'}' + 1\n", "x = f'a}b' + 1\n",
        "x = f'{a}}' + 1\n", "x = f'{' + 1\n", "x = f'{a' + 1\n", "x = f'{a!' + 1\n", "x = f'{a!r' + 1\n",
        "x = f'{a:' + 1\n", "x = f'{a:x' + 1\n", "x = f'{a=' + 1\n", "x = f'{a!x}' + 1\n", "x = f'{a!}' + 1\n",
        "x = f'{a!rr}' + 1\n", "x = f'{a!r x}' + 1\n", "x = f'{a:{b:{c}}}' + 1\n", "x = f'{a#}' + 1\n",
        "x = f'{a\\n}' + 1\n", "x = f'{\\'a\\'}' + 1\n", "x = f'{a)}' + 1\n", "x = f'{a]}' + 1\n",
        "x = f'{(a]}' + 1\n", "x = f'{(a}' + 1\n", "x = f'{[a)}' + 1\n", "x = f'{(a' + 1\n",
        "x = f'{{a}' + 1\n", "x = f'{a:}}' + 1\n"[:0] + "x = f'{\"a}' + 1\n", "x = f'{\"\"\"a}' + 1\n",
        "x = f'{a:{b}' + 1\n", "x = f'{a:{b' + 1\n", "x = f'{a:{}}' + 1\n", "x = f'{a:{b!x}}' + 1\n",
        "x = f'{a:{b}}}' + 1\n", "x = f'{a}' f'}' + 1\n", "x = 'a' f'{' + 1\n", "x = f'\\N{a' + 1\n",
        "x = f'\\N' + 1\n", "x = f'\\x4{a}' + 1\n", "x = f'{a}\\x4' + 1\n", "x = f'{a:\\x4}' + 1\n",
        "x = f'{a=!x}' + 1\n", "x = f'{!r}' + 1\n", "x = f'{:x}' + 1\n", "x = f'{=}' + 1\n",
        "x = f'{a!r:{b}' + 1\n", "x = f'{a:{b:{c}}}' 'x' + 1\n",
        "x = f'{" + "(" * 199 + "a" + ")" * 199 + "}'\n", "x = f'{" + "(" * 201 + "a" + ")" * 201 + "}' + 1\n",
        "x = f'{a}' b'' + 1\n", "x = f'{a' b'' + 1\n", "x = b'é' f'{' + 1\n", "x = 'a' 'b\\x4' + 1\n",
        # error placement in other contexts
        "x = '\\x4'\n", "x = ['\\x4']\n", "x = '\\x4',\n", "f('\\x4')\n", "x = (\n  '\\x4'\n)\n",
        "x = '''\n\n  \\x4''' + 1\n", "x = 'a' \\\n '\\x4' + 1\n", "x = f'{a:{b:{c}}}'\n", "'\\x4'",
        "x = b'\\xé'\n", "x = b'aé' + 1\n", "x = b'''\né''' + 1\n", "x = 'a' b'é' + 1\n",
    ]
    return cases


def byte_col(line_text, col):
    return len(line_text[:col].encode("utf-8"))


def show(node, lines):
    """Compact form of a string node; the Go test prints the same. An
    f-string's expression shows as Sub@line:col: where its node starts,
    skipping opening parentheses (the Go test's stand-in parser does not
    know where a parenthesised expression's node starts). lines are the
    source lines as bytes."""
    pos = "@%d:%d-%d:%d" % (node.lineno, node.col_offset, node.end_lineno, node.end_col_offset)
    if isinstance(node, ast.Constant):
        kind = " kind=%s" % node.kind if node.kind is not None else ""
        return "Constant(%r%s %s)" % (node.value, kind, pos)
    if isinstance(node, ast.JoinedStr):
        return "JoinedStr([%s] %s)" % (", ".join(show(v, lines) for v in node.values), pos)
    if isinstance(node, ast.FormattedValue):
        spec = " spec=" + show(node.format_spec, lines) if node.format_spec is not None else ""
        line, col = node.value.lineno, node.value.col_offset
        while True:
            text = lines[line - 1]
            while col < len(text) and text[col:col + 1] in b"( \t\f":
                col += 1
            if col < len(text) or line == len(lines):
                break
            line, col = line + 1, 0
        return "FormattedValue(Sub@%d:%d conv=%d%s %s)" % (line, col, node.conversion, spec, pos)
    raise ValueError(node)


# Errors the decoder raises itself; any other error comes from parsing an
# f-string's expression, which the string tests leave out.
OWN_ERRORS = (
    "cannot mix bytes and nonbytes literals", "bytes can only contain ASCII literal characters",
    "(unicode error)", "(value error)",
    "f-string: expecting '}'", "f-string: single '}' is not allowed", "f-string: empty expression not allowed",
    "f-string: invalid conversion character", "f-string: unmatched", "f-string: closing parenthesis",
    "f-string: expressions nested too deeply", "f-string expression part cannot include",
    "f-string: unterminated string", "f-string: too many nested parenthesis", "f-string: unexpected end of string",
)


def record_string(src):
    lines = src.split("\n")
    toks = [t for t in tokenize.generate_tokens(io.StringIO(src).readline)
            if t.type not in (tokenize.NL, tokenize.COMMENT)]
    i = next(k for k, t in enumerate(toks) if t.type == tokenize.STRING)
    j = i
    while toks[j].type == tokenize.STRING:
        j += 1
    run = [{"lit": t.string,
            "line": t.start[0], "col": byte_col(lines[t.start[0] - 1], t.start[1]),
            "end_line": t.end[0], "end_col": byte_col(lines[t.end[0] - 1], t.end[1])} for t in toks[i:j]]
    nxt = toks[j]
    entry = {"src": src, "tokens": run,
             "next": [nxt.start[0], byte_col(lines[nxt.start[0] - 1], nxt.start[1])]}
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        if not e.msg.startswith(OWN_ERRORS):
            return None  # an error in an f-string's expression
        entry["error"] = [e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset]
        return entry
    first, last = run[0], run[-1]
    for node in ast.walk(tree):
        if (isinstance(node, (ast.Constant, ast.JoinedStr)) and node.lineno == first["line"]
                and node.col_offset == first["col"] and node.end_lineno == last["end_line"]
                and node.end_col_offset == last["end_col"]):
            entry["node"] = show(node, [l.encode() for l in lines])
            return entry
    raise AssertionError("no node for %r" % src)


def record_strings():
    out, seen = [], set()
    for src in string_cases():
        if src in seen:
            continue
        seen.add(src)
        e = record_string(src)
        if e is not None:
            out.append(e)
    return out

# ---------------------------------------------------------------- numbers

def number_cases():
    cases = ["0", "00", "0_0", "1", "9", "10", "1_000", "123456789", "9223372036854775807",
             "9223372036854775808", "18446744073709551616", "1" * 100, "1" * 4300, "1" * 4301,
             "1_" * 4300 + "1", "0" * 4301, "0_" * 5000 + "0", "1" + "0_" * 4299 + "0", "0x0", "0xff", "0XFF", "0x_f_f", "0x7fffffffffffffff",
             "0x8000000000000000", "0x" + "f" * 5000, "0o17", "0O777", "0o_7", "0b101", "0B1_0", "0b" + "1" * 64,
             "0b" + "1" * 63, "1.0", "1.", ".5", "1e10", "1E10", "1e+10", "1e-10", "1_0.0_1e1_0", "0.1", "0.2",
             "0.30000000000000004", "1e16", "1e15", "123456789012345678", "1e22", "1e23", "1.7976931348623157e308",
             "1.7976931348623159e308", "1e309", "1e-320", "1e-400", "4.9e-324", "2.4e-324", "2.5e-324",
             "1" * 4301 + ".5", "0.000001", "0.0001", "0.00001", "1j", "1J", "0j", "1.5j", "1e-10j", "1e400j",
             "10_000j", "0.1j", "1_2.3_4e5_6j", "9" * 400 + "e-400", "00.5", "0e0", "000000.000e-999999"]
    rnd = random.Random(1)
    for _ in range(300):
        digits = "".join(rnd.choice("0123456789") for _ in range(rnd.randint(1, 25)))
        point = rnd.randint(0, len(digits))
        cases.append(digits[:point] + "." + digits[point:] + rnd.choice(["", "e%d" % rnd.randint(-330, 310)]))
    return cases


def record_numbers():
    out = []
    for lit in number_cases():
        try:
            tree = ast.parse(lit, mode="eval")
        except SyntaxError as e:
            out.append({"lit": lit, "error": e.msg})
            continue
        v = tree.body.value
        if isinstance(v, int) and v.bit_length() > 14000:
            out.append({"lit": lit, "hex": hex(v)})
        else:
            out.append({"lit": lit, "repr": repr(v)})
    return out

# ---------------------------------------------------------------- reprs

def float_cases(rnd):
    vals = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 10.0, 100.0, 1e15, 1e16, 1e17,
            9999999999999998.0, 1e16 - 2, 123456789012345678.0, 1e-4, 1e-5, 0.00012345, 0.000012345,
            1e22, 1e23, 1e300, 1e-300, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
            math.inf, -math.inf, math.nan, math.pi, math.e, 12345.678, 1e100, 123e-20, 0.001, 1000000.0]
    for _ in range(3000):
        bits = rnd.getrandbits(64)
        vals.append(struct.unpack("<d", struct.pack("<Q", bits))[0])
    for _ in range(1000):
        vals.append(rnd.randint(-10 ** 6, 10 ** 6) / 10 ** rnd.randint(0, 12))
    for k in range(-30, 30):
        vals.append(10.0 ** k)
        vals.append(1.5 * 10.0 ** k)
    return vals


def bits(f):
    return "%016x" % struct.unpack("<Q", struct.pack("<d", f))[0]


def record_reprs():
    rnd = random.Random(2)
    floats = [[bits(f), repr(f)] for f in float_cases(rnd)]
    parts = [0.0, -0.0, 1.0, -1.0, 2.5, 1e16, 1e-5, math.inf, -math.inf, math.nan, -math.nan, 1e300]
    complexes = [[bits(a), bits(b), repr(complex(a, b))] for a in parts for b in parts]
    strs = ["", "a", "'", '"', "'\"", "a'b", 'a"b', "\\", "\t\n\r", "\x00\x1f\x7f\x80\x9f\xa0\xad", "é",
            "日本語", "\u2028\u2029\u200b\ufeff", "\ud800", "\udfff", "\ud83d\ude00", "😀", "\U000e0001",
            "\U0010ffff", "\U000f0000", "\U0003134b", "\u0378", "\u1f9e", "x y", "\u3000", "\ue000",
            "\U0001fae0", "\U0001f6dc", "\u0cf3"]
    strs += ["".join(chr(rnd.randint(0, 0x10FFFF)) for _ in range(8)) for _ in range(500)]
    strs += ["".join(chr(rnd.randint(0, 0x3000)) for _ in range(8)) for _ in range(500)]
    strs = [[s.encode("utf-8", "surrogatepass").hex(), repr(s)] for s in strs]
    bytess = [b"", b"a", b"'", b'"', b"'\"", b"\\", b"\t\n\r\x0b\x0c", bytes(range(256))]
    bytess = [[b.hex(), repr(b)] for b in bytess]
    return {"floats": floats, "complexes": complexes, "strs": strs, "bytes": bytess}


def write(name, data):
    with open(OUT + name, "w") as f:
        json.dump(data, f, indent=0, ensure_ascii=True)
        f.write("\n")
    print("%s: %d" % (name, len(data)))


if __name__ == "__main__":
    write("strings.json", record_strings())
    write("numbers.json", record_numbers())
    write("reprs.json", record_reprs())
