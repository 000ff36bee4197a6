"""Generates runtime/unicode_table.go from python3's unicodedata and str methods.

pyex's str methods must agree with CPython 3.11, whose character database is
Unicode 14.0; Go's unicode package is Unicode 15 and lacks several properties
CPython uses (Numeric_Type, full case mappings, XID, Cased, Case_Ignorable).
So every table is taken from python3 itself, mostly by asking its str methods
about one character at a time, which is exactly the behaviour we copy.

Run from the repository root:

    python3 runtime/internal/unigen/unigen.py

The output is deterministic, so a re-run on the same python3 changes nothing.

Layout of the generated tables:

  - Character properties: a three-level trie. uniIndex0[c>>9] picks a
    middle block, uniIndex1[mid<<4 | (c>>5)&15] picks a leaf block, and
    uniLeaves[leaf<<5 | c&31] is the index of the character's record in
    uniRecords, a bit set of the u* flags below. About 25 KB in all, and a
    lookup is three loads.
  - Simple case mappings (one character to one character): for each of
    lower, upper, title and casefold, a sorted list of ranges
    {lo, hi, stride, delta}: every code point lo, lo+stride, ... <= hi maps
    to itself plus delta.
  - Full case mappings to more than one character: a short sorted list of
    {code point, string} per mapping.
"""
import subprocess
import sys
import unicodedata

N = 0x110000

# Flag bits of a character record, in the order of the generated constants.
FLAGS = [
    ('uAlpha', 'str.isalpha: categories Lm, Lt, Lu, Ll, Lo'),
    ('uDecimal', 'str.isdecimal: Numeric_Type=Decimal'),
    ('uDigit', 'str.isdigit: Numeric_Type=Decimal or Digit'),
    ('uNumeric', 'str.isnumeric: any Numeric_Type'),
    ('uSpace', 'str.isspace: Python\'s whitespace (bidi WS, B, S or category Zs)'),
    ('uPrintable', 'str.isprintable and repr: not in categories Cc, Cf, Cs, Co, Cn, Zl, Zp, Zs (except the space)'),
    ('uUpper', 'Py_UNICODE_ISUPPER: the Uppercase property'),
    ('uLower', 'Py_UNICODE_ISLOWER: the Lowercase property'),
    ('uTitle', 'Py_UNICODE_ISTITLE: category Lt'),
    ('uCased', 'the Cased property, which str.title and the final-sigma rule use'),
    ('uCaseIgnorable', 'the Case_Ignorable property, which the final-sigma rule uses'),
    ('uIdentStart', 'may start an identifier: XID_Start or the underscore'),
    ('uIdentContinue', 'may continue an identifier: XID_Continue'),
    ('uLowerChanges', 'str.lower maps the character to something else'),
    ('uUpperChanges', 'str.upper maps the character to something else'),
    ('uTitleChanges', 'str.title maps the character (alone) to something else'),
    ('uFoldChanges', 'str.casefold maps the character to something else'),
    ('uNamed', 'unicodedata.name knows the character (the namereplace error handler)'),
]


def is_cased(ch):
    # str.title lowers a character after a cased one and title-cases it
    # after an uncased one, so the last letter tells whether ch is cased.
    return ('A' + ch + 'a').title()[-1] == 'a'


def is_case_ignorable(ch):
    # A capital sigma becomes final (ς) when a cased letter precedes it,
    # skipping case-ignorable characters, and none follows it.
    if not is_cased(ch):
        return ('A' + ch + '\u03a3').lower()[-1] == '\u03c2'
    return ('A\u03a3' + ch).lower()[1] == '\u03c2'


def record(c):
    ch = chr(c)
    bits = [
        ch.isalpha(), ch.isdecimal(), ch.isdigit(), ch.isnumeric(), ch.isspace(),
        ch.isprintable(), ch.isupper(), ch.islower(), unicodedata.category(ch) == 'Lt',
        is_cased(ch), is_case_ignorable(ch), ch.isidentifier(), ('a' + ch).isidentifier(),
        ch.lower() != ch, ch.upper() != ch, ch.title() != ch, ch.casefold() != ch,
        unicodedata.name(ch, None) is not None,
    ]
    f = 0
    for i, b in enumerate(bits):
        if b:
            f |= 1 << i
    return f


def go_bytes(data, width=32):
    """Go string literal lines of data, a sequence of byte values."""
    lines = []
    for i in range(0, len(data), width):
        lines.append('\t"' + ''.join('\\x%02x' % b for b in data[i:i + width]) + '"')
    return ' +\n'.join(lines)


def go_ints(data, width=16):
    lines = []
    for i in range(0, len(data), width):
        lines.append('\t' + ', '.join(str(v) for v in data[i:i + width]) + ',')
    return '\n'.join(lines)


def trie(values):
    """Splits values (one per code point) into the three-level trie."""
    leaves = {}
    leafidx = []
    for b in range(0, N, 32):
        leafidx.append(leaves.setdefault(tuple(values[b:b + 32]), len(leaves)))
    mids = {}
    top = []
    for b in range(0, len(leafidx), 16):
        top.append(mids.setdefault(tuple(leafidx[b:b + 16]), len(mids)))
    assert len(mids) < 256 and len(leaves) < 65536
    leafdata = [v for leaf in leaves for v in leaf]
    middata = [v for mid in mids for v in mid]
    return top, middata, leafdata


def case_tables(fn):
    """Range and special tables of one case mapping."""
    singles = []
    special = []
    for c in range(N):
        m = fn(chr(c))
        if m == chr(c):
            continue
        if len(m) == 1:
            singles.append((c, ord(m) - c))
        else:
            special.append((c, m))
    ranges = []
    i = 0
    while i < len(singles):
        c, d = singles[i]
        j = i + 1
        stride = 1
        while j < len(singles) and singles[j][0] == singles[j - 1][0] + 1 and singles[j][1] == d:
            j += 1
        if j == i + 1:
            stride = 2
            while j < len(singles) and singles[j][0] == singles[j - 1][0] + 2 and singles[j][1] == d:
                j += 1
        ranges.append((c, singles[j - 1][0], stride if j > i + 1 else 1, d))
        i = j
    assert len(ranges) < 256  # the block index of unicode_props.go is uint8
    return ranges, special


def go_string(s):
    out = '"'
    for ch in s:
        c = ord(ch)
        if 0x20 <= c < 0x7f and ch not in '"\\':
            out += ch
        elif c <= 0xffff:
            out += '\\u%04x' % c
        else:
            out += '\\U%08x' % c
    return out + '"'


def main():
    assert sys.version_info[:2] == (3, 11), 'generate with CPython 3.11 (Unicode 14.0)'
    out = sys.argv[1] if len(sys.argv) > 1 else 'runtime/unicode_table.go'
    records = [record(c) for c in range(N)]
    recs = sorted(set(records))
    assert len(recs) < 256
    rid = {r: i for i, r in enumerate(recs)}
    top, mid, leaf = trie([rid[r] for r in records])

    w = []
    w.append('// Code generated by runtime/internal/unigen/unigen.py from python3\'s unicodedata; DO NOT EDIT.\n')
    w.append('\npackage runtime\n')
    w.append('\n// unicodeVersion is the version of the Unicode database these tables\n'
             '// come from, the one CPython 3.11 uses (unicodedata.unidata_version).\n')
    w.append('const unicodeVersion = "%s"\n' % unicodedata.unidata_version)
    w.append('\n// Flag bits of a character record in uniRecords.\nconst (\n')
    for i, (name, doc) in enumerate(FLAGS):
        w.append('\t%s uniFlags = 1 << %d // %s\n' % (name, i, doc))
    w.append(')\n')
    w.append('\n// uniRecords holds the distinct flag sets; uniLeaves indexes it.\n')
    w.append('var uniRecords = [%d]uniFlags{\n%s\n}\n' % (len(recs), go_ints(['%#x' % r for r in recs], 8)))
    w.append('\n// uniIndex0 maps c>>9 to a middle block of uniIndex1.\n')
    w.append('const uniIndex0 = "" +\n%s\n' % go_bytes(top))
    w.append('\n// uniIndex1 maps a middle block and (c>>5)&15 to a leaf block of uniLeaves.\n')
    w.append('var uniIndex1 = [%d]uint16{\n%s\n}\n' % (len(mid), go_ints(mid)))
    w.append('\n// uniLeaves maps a leaf block and c&31 to an index into uniRecords.\n')
    w.append('const uniLeaves = "" +\n%s\n' % go_bytes(leaf))

    for name, fn in [('lower', str.lower), ('upper', str.upper), ('title', str.title), ('fold', str.casefold)]:
        ranges, special = case_tables(fn)
        w.append('\n// %sRanges holds the one-to-one mappings of str.%s: every\n'
                 '// lo, lo+stride, ... <= hi maps to itself plus delta.\n' %
                 (name, 'casefold' if name == 'fold' else name))
        w.append('var %sRanges = [%d]caseRange{\n' % (name, len(ranges)))
        for lo, hi, stride, d in ranges:
            w.append('\t{%#x, %#x, %d, %d},\n' % (lo, hi, stride, d))
        w.append('}\n')
        w.append('\n// %sSpecial holds the mappings of str.%s to more than one character.\n' %
                 (name, 'casefold' if name == 'fold' else name))
        w.append('var %sSpecial = [%d]caseSpecial{\n' % (name, len(special)))
        for c, m in special:
            w.append('\t{%#x, %s},\n' % (c, go_string(m)))
        w.append('}\n')

    with open(out, 'w') as f:
        f.write(''.join(w))
    # gofmt aligns the comments of the constant block.
    subprocess.run(['gofmt', '-w', out], check=True)


if __name__ == '__main__':
    main()
