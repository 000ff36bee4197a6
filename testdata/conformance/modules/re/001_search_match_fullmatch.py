import re

for pat, s in [(r"\d+", "abc 123 def 45"), (r"[a-z]+", "123abc"), (r"^\w+", "hello world"),
               (r"a|ab", "ab"), (r"(a|ab)(c|bcd)(d*)", "abcd"), (r"x*", "yyy"), ("", "abc")]:
    print(pat, repr(s))
    print("  search:", re.search(pat, s))
    print("  match:", re.match(pat, s))
    print("  fullmatch:", re.fullmatch(pat, s))
p = re.compile(r"(\w+)\s(\w+)")
m = p.search("  first second third")
print(m, m.groups(), m.group(0, 1, 2))
print(re.fullmatch(r"a+?", "aaa"), re.fullmatch(r"a*?b", "aab"))
print(re.match("a", "ba"), re.search("^a", "ba"), re.search("a$", "ba\n"))
