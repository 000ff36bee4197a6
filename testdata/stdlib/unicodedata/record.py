"""Records unicodedata cases from python3 into cases.json (run from this directory).

Samples code points across all planes (a fixed stride plus the edges of
blocks that differ between Unicode 14.0 and 15.0) and records category, name,
combining class and the four normal forms of each.
"""
import json
import random
import unicodedata

rng = random.Random(6)
cps = set(range(0, 0x300)) | set(range(0xAC00, 0xAC40)) | {0xD7A3, 0xD7A4, 0x9FFF, 0xA000, 0x2B739, 0x31350, 0x323AF}
cps |= {rng.randrange(0, 0x110000) for _ in range(1500)}
cps |= {rng.randrange(0, 0x30000) for _ in range(1500)}
cases = []
for cp in sorted(cps):
    code = f"(u.category(chr({cp})), u.name(chr({cp}), None), u.combining(chr({cp})), [u.normalize(f, chr({cp})) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')])"
    u = unicodedata
    cases.append({"code": code, "want": repr(eval(code))})
with open("cases.json", "w") as f:
    json.dump({"prelude": "import unicodedata as u\n", "cases": cases}, f, indent=0)
