"""Generates pyex's unicodedata tables from python3's unicodedata (CPython 3.11).

Run from the repository root:  python3 testdata/stdlib/unicodedata/gen_tables.py

Writes stdlib/unicodedata_unassigned.go (the code points Unicode 14.0 leaves
unassigned, masking Go's 15.0 tables) and stdlib/unicodedata_tables.go: the
properties Go's packages do not provide, as run tables. A run table lists the
code points where the value changes and, for each run, an index into the
table's list of distinct values, so a property costs one entry per run
rather than one per code point.

The ucd_3_2_0 tables hold only differences: runs where the Unicode 3.2.0
answer differs from the 14.0 one carry the 3.2.0 value; every other run
carries the index KEEP, meaning "as in 14.0".
"""
import subprocess
import sys
import unicodedata

assert unicodedata.unidata_version == "14.0.0", "record with CPython 3.11"
MAX = 0x110000
OLD = unicodedata.ucd_3_2_0
KEEP = 0xFFFF
NONE = object()


def opt(f):
    def g(c):
        v = f(c, NONE)
        return "" if v is NONE else repr(v)
    return g


def nf(db, form):
    def g(c):
        if 0xD800 <= ord(c) <= 0xDFFF:
            return ""
        v = db.normalize(form, c)
        return "" if v == c else " ".join(f"{ord(x):04X}" for x in v)
    return g


def name_of(db):
    return lambda c: db.name(c, "")


PROPS = [
    # (Go name, function on the 14.0 database, function on the 3.2.0 one)
    ("Bidi", unicodedata.bidirectional, OLD.bidirectional),
    ("Width", unicodedata.east_asian_width, OLD.east_asian_width),
    ("Mirrored", lambda c: str(unicodedata.mirrored(c)), lambda c: str(OLD.mirrored(c))),
    ("Decimal", opt(unicodedata.decimal), opt(OLD.decimal)),
    ("Digit", opt(unicodedata.digit), opt(OLD.digit)),
    ("Numeric", opt(unicodedata.numeric), opt(OLD.numeric)),
    ("Decomp", unicodedata.decomposition, OLD.decomposition),
]
# Properties whose 14.0 values come from Go's packages: only their 3.2.0
# differences are tabled.
OLD_ONLY = [
    ("Category", unicodedata.category, OLD.category),
    ("Combining", lambda c: str(unicodedata.combining(c)), lambda c: str(OLD.combining(c))),
    ("Name", name_of(unicodedata), name_of(OLD)),
    # The 3.2.0 canonical and compatibility decompositions of a lone code
    # point, as hexadecimal code points ("" for the code point itself): 3.2.0
    # leaves characters it does not know undecomposed and keeps five
    # pre-corrigendum mappings.
    ("NFD", nf(unicodedata, "NFD"), nf(OLD, "NFD")),
    ("NFKD", nf(unicodedata, "NFKD"), nf(OLD, "NFKD")),
]


def runs(values):
    """Splits values (one per code point) into (start, value) runs."""
    out = []
    prev = None
    for cp, v in enumerate(values):
        if cp == 0 or v != prev:
            out.append((cp, v))
            prev = v
    return out


def go_table(var, doc, rs, keep=None):
    names = sorted({v for _, v in rs if v is not keep})
    index = {v: i for i, v in enumerate(names)}
    lines = [f"// {var} {doc}", f"var {var} = udTable{{"]
    lines.append("\tstarts: []rune{")
    for i in range(0, len(rs), 10):
        lines.append("\t\t" + " ".join(f"0x{s:X}," for s, _ in rs[i:i + 10]))
    lines.append("\t},")
    lines.append("\tvals: []uint16{")
    for i in range(0, len(rs), 16):
        lines.append("\t\t" + " ".join(
            f"{KEEP if v is keep else index[v]}," for _, v in rs[i:i + 16]))
    lines.append("\t},")
    lines.append("\tnames: []string{")
    for v in names:
        lines.append(f"\t\t{go_str(v)},")
    lines.append("\t},")
    lines.append("}")
    return "\n".join(lines) + "\n"


def go_str(s):
    assert all(32 <= ord(ch) < 127 and ch not in '"\\' for ch in s), s
    return '"' + s + '"'


# Python cannot list the named sequences lookup accepts, so their names
# come from Perl's copy of NamedSequences.txt (Unicode 14.0 in Perl 5.36);
# each is kept only if python3's lookup accepts it, with python3's value.
PERL_SEQUENCES = "/usr/share/perl/5.36.0/unicore/NamedSequences.txt"


def named_sequences():
    names = []
    with open(PERL_SEQUENCES) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                names.append(line.split(";")[0].strip())
    seqs = {}
    for n in names:
        try:
            v = unicodedata.lookup(n)
        except KeyError:
            continue
        if len(v) > 1:
            seqs[n] = v
    assert len(seqs) > 400, len(seqs)
    keys = sorted(seqs)
    lines = ["// udSeqNames lists, sorted, the named sequences lookup accepts; udSeqValues",
             "// holds each one's characters.",
             "var udSeqNames = [...]string{"]
    lines += [f"\t{go_str(k)}," for k in keys]
    lines += ["}", "", "var udSeqValues = [...]string{"]
    lines += ["\t\"" + "".join(f"\\U{ord(ch):08X}" for ch in seqs[k]) + "\"," for k in keys]
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    chars = [chr(cp) for cp in range(MAX)]
    out = ["// Code generated by testdata/stdlib/unicodedata/gen_tables.py from CPython 3.11's",
           "// unicodedata (Unicode 14.0.0, and 3.2.0 for ucd_3_2_0). DO NOT EDIT.",
           "", "package stdlib", ""]
    for name, new, old in PROPS:
        nv = [new(c) for c in chars]
        out.append(go_table(f"ud{name}Table", f"holds unicodedata's {name.lower()} property (Unicode 14.0).", runs(nv)))
        ov = [old(c) for c in chars]
        delta = [o if o != n else KEEP for n, o in zip(nv, ov)]
        out.append(go_table(f"ud{name}Old", f"holds where the {name.lower()} property of Unicode 3.2.0 differs.",
                            runs(delta), keep=KEEP))
    for name, new, old in OLD_ONLY:
        delta = []
        for c in chars:
            n, o = new(c), old(c)
            delta.append(o if o != n else KEEP)
        out.append(go_table(f"ud{name}Old", f"holds where the {name.lower()} property of Unicode 3.2.0 differs.",
                            runs(delta), keep=KEEP))
    out.append(named_sequences())
    with open("stdlib/unicodedata_tables.go", "w") as f:
        f.write("\n".join(out))

    ranges = []
    for cp in range(MAX):
        if unicodedata.category(chars[cp]) == "Cn":
            if ranges and ranges[-1][1] == cp - 1:
                ranges[-1][1] = cp
            else:
                ranges.append([cp, cp])
    with open("stdlib/unicodedata_unassigned.go", "w") as f:
        f.write("// Code generated from CPython 3.11 unicodedata (Unicode 14.0.0): the ranges of\n"
                "// unassigned code points (category Cn). DO NOT EDIT.\n\npackage stdlib\n\n"
                "// unicode14Unassigned lists, sorted, the inclusive ranges of code points that\n"
                "// Unicode 14.0 leaves unassigned; Go's tables are Unicode 15.0, so these\n"
                "// ranges mask the characters 15.0 added.\n"
                "var unicode14Unassigned = [...][2]rune{\n")
        for a, b in ranges:
            f.write(f"\t{{0x{a:X}, 0x{b:X}}},\n")
        f.write("}\n")
    subprocess.run(["gofmt", "-w", "stdlib/unicodedata_tables.go", "stdlib/unicodedata_unassigned.go"], check=True)


if __name__ == "__main__":
    sys.exit(main())
