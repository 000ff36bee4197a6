import re

TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/()=]))")

def tokenize(src):
    pos = 0
    out = []
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m:
            if src[pos:].strip() == "":
                break
            raise SyntaxError("bad char %r at %d" % (src[pos], pos))
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
        pos = m.end()
    return out

print(tokenize("x = 3.14 * (y + 42) ** 2"))
print(tokenize("  a_b+c1  "))
try:
    tokenize("a $ b")
except SyntaxError as e:
    print("SyntaxError:", e)
scanner = re.compile(r"(\d+)|(\w+)|(\s+)").scanner("12 ab 3")
while (m := scanner.match()) is not None:
    print(m.lastindex, repr(m.group()))
words = re.compile(r"\w+")
s = "héllo wörld ünïcode tëxt"
pos, found = 0, []
while (m := words.search(s, pos)):
    found.append((m.group(), m.start()))
    pos = m.end()
print(found)
