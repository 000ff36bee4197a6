import re

print(re.match(r"(a+)+b", "a" * 12 + "c"))
print(re.match(r"(a|aa)+c", "a" * 12))
print(re.match(r"(?:a*)*b", "a" * 12))
print(re.search(r"(x+x+)+y", "x" * 8))
print(re.fullmatch(r"(\w+\s?)+", "word " * 2 + "!"))
print(re.match(r"(a+)+$", "a" * 30), re.match(r"(?>a+)+b", "a" * 30 + "c"))
