import re

for m in re.finditer(r"\w+", "Hello, big world!"):
    print(m.group(), m.start(), m.end(), m.span())
print([m.span() for m in re.finditer(r"a*", "baaac")])
print([m.group() for m in re.finditer(r"\b", "a bc")])
print([m.span() for m in re.finditer(r"(?=a)", "aaa")])
it = re.finditer(r"\d", "1a2")
print(type(it).__name__)
print(next(it), next(it))
try:
    next(it)
except StopIteration:
    print("done")
p = re.compile(r"\d+")
print([m.group() for m in p.finditer("12 34 56 78", 3, 8)])
print([(m.pos, m.endpos) for m in p.finditer("12 34", 1)])
