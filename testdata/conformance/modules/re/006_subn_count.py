import re

print(re.subn(r"a", "b", "aaa"))
print(re.subn(r"a", "b", "aaa", count=2))
print(re.subn(r"a", "b", "aaa", 1))
print(re.subn(r"x", "y", "aaa"))
print(re.compile("a").subn("b", "aaa", -1))
print(re.compile("a").sub("b", "aaa", count=0))
print(re.subn("", "-", "ab"))
print(re.subn(r"(?m)^", "#", "a\nb\nc"))
print(re.sub("a", "b", "aaaa", 3, re.I))
print(re.sub("A", "b", "aaaa", flags=re.I, count=2))
