import re

s = "héllo wörld 123 ٣"
print(re.findall(r"\w+", s, re.ASCII), re.findall(r"\w+", s))
print(re.findall(r"\d", s, re.A), re.findall(r"\d", s))
print(re.findall(r"\s", "a\xa0b c", re.A), re.findall(r"\s", "a\xa0b c"))
print(re.findall(r"\bw", "éw w", re.A), re.findall(r"\bw", "éw w"))
print(re.findall("é", "É", re.I | re.A), re.findall("é", "É", re.I))
print(re.findall("[a-z]", "Ké", re.I | re.A))
try:
    re.compile("a", re.A | re.U)
except ValueError as e:
    print("ValueError:", e)
try:
    re.compile("a", re.L)
except ValueError as e:
    print("ValueError:", e)
try:
    re.compile(b"a", re.U)
except ValueError as e:
    print("ValueError:", e)
print(re.compile(b"a", re.A).flags, re.compile("(?a)a").flags)
