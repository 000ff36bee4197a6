import re

m = re.match(r"(?P<café>\w+) (?P<名前>\w+)", "latte 山田")
print(m.groupdict(), m["café"], m.group("名前"), m.lastgroup)
print(re.sub(r"(?P<é>x)", r"[\g<é>]", "axb"))
for pat in [r"(?P<a-b>x)", r"(?P<1>x)", r"(?P<a b>x)", r"(?P<>x)", r"(?P<é>x)(?P=é)"]:
    try:
        print(pat, re.compile(pat).groupindex)
    except re.error as e:
        print(pat, "error:", e)
