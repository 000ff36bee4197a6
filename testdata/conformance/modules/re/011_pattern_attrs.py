import re

p = re.compile(r"(?P<a>x)(y)(?P<b>z)?", re.I | re.M)
print(p.pattern, p.flags, p.groups, p.groupindex, dict(p.groupindex))
print(type(p.groupindex).__name__)
print(repr(p))
print(re.compile("a").flags, re.compile(b"a").flags, re.compile("a", re.A).flags)
print(re.compile("(?i)a").flags, re.compile("(?x)a").flags, re.compile("a", re.S | re.X).flags)
for f in [0, re.I, re.A, re.U, re.I | re.S | re.X, re.M | re.A]:
    print(repr(re.compile("q", f)))
print(repr(re.compile(b"q", re.L | re.I)))
print(re.compile("a") == re.compile("a"), re.compile("a") == re.compile("a", re.I), re.compile("a") == re.compile("b"))
print(hash(re.compile("abc")) == hash(re.compile("abc")))
print(re.compile(re.compile("a")) is re.compile(re.compile("a")))
q = re.compile("a")
print(re.compile(q) is q, re.search(q, "ba"))
try:
    re.compile(q, re.I)
except ValueError as e:
    print("ValueError:", e)
print(type(p).__name__, type(p), re.Pattern, isinstance(p, re.Pattern), type(p.match("xy")) is re.Match)
import copy
print(copy.copy(p) is p, copy.deepcopy(p) is p)
print({re.compile("k"): 1}[re.compile("k")])
