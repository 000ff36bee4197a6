import re

print(re.match("a" * 100, "a" * 100))
print(re.search(r"\s+", "a \t\nb"))
print(re.search("'", "it's"))
print(re.search("[\"']+", "a\"'b"))
print(re.search("é+", "cafééé"))
print(re.match(b"ab", b"abc"))
print(re.match("", "x"))
print(repr(re.search(r"\d", "x5")))
print(str(re.search(r"\d", "x5")))
print(re.search("\\\\", "a\\b"))
print(re.compile("x" * 300))
print(re.compile(b"\x00\xff"))
