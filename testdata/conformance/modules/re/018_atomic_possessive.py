import re

print(re.match(r"(?>a+)b", "aaab"), re.match(r"(?>a+)a", "aaa"))
print(re.match(r"a++b", "aaab"), re.match(r"a++a", "aaa"), re.match(r"a*+", "aaa"))
print(re.match(r"(?:ab)++c", "ababc"), re.match(r"(?:ab)*+ab", "abab"))
print(re.findall(r"\d++\.", "12. 3.4 56"))
print(re.match(r"[a-z]?+a", "a"), re.match(r"x{1,2}+x", "xxx"), re.match(r"x{1,2}+x", "xx"))
print(re.match(r"(?>x|xy)z", "xyz"), re.match(r"(?>xy|x)z", "xyz"))
print(re.match(r"(a|ab)*+c", "ababc"))
print(re.match(r"((?>a|ab))c", "abc"), re.match(r"(?>(a|ab))b", "ab"))
print(re.fullmatch(r"(?>.*)", "anything"), re.fullmatch(r"(?>.*)x", "anything x"))
