import re

TOKEN = re.compile(r"""
    (?P<NUMBER>\d+(?:\.\d+)?)
  | (?P<NAME>[A-Za-z_]\w*)
  | (?P<OP>[-+*/=()])
  | (?P<SKIP>\s+)
  | (?P<ERROR>.)
""", re.VERBOSE)

def tokens(src):
    for m in TOKEN.finditer(src):
        kind = m.lastgroup
        if kind == "SKIP":
            continue
        yield kind, m.group()

for line in ["x = 3.5 * (y + 42)", "total=price*qty-discount", "a $ b"]:
    print(list(tokens(line)))
