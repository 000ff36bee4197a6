"""Records unicodedata's property functions from python3 into props.json
(run from this directory).

Each case runs one function over a block of code points and gives the runs
of equal results as (first code point, repr of the result or of the
ValueError), so the file stays small while covering every code point of
the BMP and every 31st one above it, for the 14.0 module functions and
for ucd_3_2_0's.
"""
import json
import random
import unicodedata as u

o = u.ucd_3_2_0
PRELUDE = '''import unicodedata as u
o = u.ucd_3_2_0
def _runs(f, lo, hi, step=1):
    out = []
    prev = None
    for c in range(lo, hi, step):
        try:
            v = repr(f(chr(c)))
        except ValueError as e:
            v = 'ValueError: ' + str(e)
        if v != prev:
            out.append((c, v))
            prev = v
    return out
'''
exec(PRELUDE)

FUNCS = ["bidirectional", "east_asian_width", "mirrored", "decimal", "digit", "numeric", "decomposition"]
# Names and lone-character normal forms change at almost every code point,
# so these record only whether 3.2.0 has a name and whether it changes the
# character; SAMPLES below checks the normal forms themselves.
OLD_ONLY = ["category", "combining", "lambda c: o.name(c, None) is None"] + [
    f"lambda c: o.normalize('{f}', c) == c" for f in ("NFC", "NFD", "NFKC", "NFKD")]
blocks = [(lo, lo + 0x1000, 1) for lo in range(0, 0x10000, 0x1000)]
blocks += [(lo, lo + 0x10000, 31) for lo in range(0x10000, 0x110000, 0x10000)]
exprs = [f"u.{f}" for f in FUNCS] + [f"o.{f}" for f in FUNCS] + [
    f if f.startswith("lambda") else f"o.{f}" for f in OLD_ONLY]
cases = []
for e in exprs:
    for lo, hi, step in blocks:
        code = f"_runs({e}, 0x{lo:X}, 0x{hi:X}, {step})"
        cases.append({"code": code, "want": repr(eval(code))})
# Strings that mix characters 3.2.0 lacks or maps differently with
# combining marks, Hangul and compatibility characters, in every form.
rng = random.Random(32)
pool = ([0x1B05, 0x1B06, 0x1B35, 0x1B3A, 0x1B3B, 0x1109A, 0x11099, 0x110BA, 0x1134B, 0x11347, 0x1133E,
         0x2F868, 0x2F874, 0x2F91F, 0x2F95F, 0x2F9BF, 0xF951, 0xFA2E, 0x1F130, 0x32FF, 0x0301, 0x0316,
         0x0327, 0x0061, 0x0065, 0x00E9, 0x1100, 0x1161, 0x11A8, 0xAC00, 0x1E0A, 0x0323, 0x2126,
         0x212B, 0x0344, 0xFB01, 0x2460, 0x0041, 0x030A, 0x05B0, 0x0591, 0x0F73, 0x0F71, 0x0F72])
samples = ["".join(chr(rng.choice(pool)) for _ in range(rng.randrange(1, 7))) for _ in range(300)]
for text in samples:
    code = f"[(o.normalize(f, {text!r}), o.is_normalized(f, {text!r})) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')]"
    cases.append({"code": code, "want": repr(eval(code))})
with open("props.json", "w") as f:
    json.dump({"prelude": PRELUDE, "cases": cases}, f, indent=0)
