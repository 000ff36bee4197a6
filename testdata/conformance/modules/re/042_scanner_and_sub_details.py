import re

sc = re.compile(r"\d+|[a-z]+").scanner("12ab 34")
print(sc.match(), sc.match(), sc.match(), sc.search(), sc.search(), sc.pattern)
s2 = re.compile("x*").scanner("axx")
print([s2.search() for _ in range(4)])
m = re.search(r"(\d+)", "abc 123")
print(m.string is not None, m.re.pattern, m.pos, m.endpos)
out = []
re.sub(r"\w", lambda m: out.append((m.group(), m.string, m.pos, m.endpos)) or "", "ab")
print(out)
print(re.sub(r"(\w)", r"\1\1", "ab", 0), re.sub(r"x", "y", ""), re.subn(r"", "", ""))
class S(str):
    pass
print(re.sub("a", "b", S("aa")), type(re.sub("a", "b", S("aa"))).__name__, type(re.sub("z", "b", S("aa"))).__name__)
print(re.match(S("a+"), "aa"), re.findall("a", S("banana")))
print(re.sub(r"(?P<a>x)", r"\g<a>\g<a>", "x"), re.sub("a", r"\\", "a"), re.sub("a", "\\\\n", "a"))
