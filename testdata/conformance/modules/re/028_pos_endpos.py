import re

p = re.compile(r"\w+")
s = "alpha beta gamma"
for pos, end in [(0, 100), (3, 9), (6, 6), (-5, 5), (20, 30), (8, 3), (1, -1)]:
    m = p.search(s, pos, end)
    print(pos, end, m, m and (m.pos, m.endpos))
print(re.compile("^a").search("ba", 1), re.compile("^a", re.M).search("b\na", 1))
print(re.compile("a$").search("ab", 0, 1), re.compile(r"a\Z").search("ab", 0, 1))
print(re.compile(r"\bb").search("ab", 1), re.compile(r"(?<=a)b").search("ab", 1))
print(re.compile("").match("abc", 2, 1), re.compile("").search("abc", 5), re.compile("").search("abc", -5, -1))
print(re.compile("c").fullmatch("abcd", 2, 3), re.compile("c").fullmatch("abcd", 2))
print(p.findall(s, 6), p.findall(s, 0, 7), [m.span() for m in p.finditer(s, 2, 12)])
print(re.compile(r"\d").match("a1", pos=1))
