import re

s = "naïve café — 😀 emoji ñ"
for m in re.finditer(r"\w+|\S", s):
    print(m.group(), m.span())
print(re.sub(r"[^\x00-\x7f]", "?", s))
print(re.split(r"\s*—\s*", s))
print(re.search("😀", s).start(), s.index("😀"), re.search("ñ", s).span())
p = re.compile("é")
print(p.search(s, 9), p.search(s, 10), p.search(s, 0, 9))
print(re.match(r"(.)(.)", "😀é").groups(), len(re.findall(".", s)) == len(s))
print(re.sub("(é)", r"[\1]", "éé"), re.subn("", "|", "aé"))
print(re.fullmatch(r"[😀-😂]+", "😀😁😂"), re.match(r"\U0001F600", "😀"), re.match(r"\u00e9", "é"))
