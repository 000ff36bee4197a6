import re

m = re.search(r"(?P<key>\w+)=(?P<val>\d+)?(;)?", "x: key=42 rest")
print(m.group(), m.group(0), m.group(1), m.group("key"), m.group("val"), m.group(3))
print(m.group(1, "val", 3))
print(m.groups(), m.groups("-"), m.groupdict(), m.groupdict(0))
print(m.start(), m.end(), m.span(), m.start("val"), m.end(2), m.span(3))
print(m[0], m[1], m["val"], m[3])
print(m.lastindex, m.lastgroup, m.pos, m.endpos, m.string, m.re)
print(m.regs)
print(bool(m), m.re.pattern)
for bad in [4, -1, "nokey", 1.0, None]:
    try:
        m.group(bad)
    except IndexError as e:
        print("IndexError", bad, e)
try:
    m.start(7)
except IndexError as e:
    print("IndexError", e)
try:
    m[[1]]
except TypeError as e:
    print("TypeError", e)
print(m[True], m.group(False))
import copy
print(copy.copy(m) is m, copy.deepcopy(m) is m)
m2 = re.match(r"(a)(b)?", "ac")
print(m2.span(2), m2.start(2), m2.end(2), m2.lastindex)
m3 = re.match(r"((a)(b))", "ab")
print(m3.lastindex, re.match(r"(a)|(b)", "b").lastindex, re.match(r"a", "a").lastindex)
print(re.match(r"(?P<x>a)(?P<y>b)", "ab").lastgroup, re.match(r"(?P<x>a)(b)", "ab").lastgroup)
