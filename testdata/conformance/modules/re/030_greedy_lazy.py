import re

s = "<a><b></b></a>"
print(re.findall(r"<.*>", s), re.findall(r"<.*?>", s), re.findall(r"<.+?>", s))
print(re.match(r"a{2,4}", "aaaaa"), re.match(r"a{2,4}?", "aaaaa"), re.match(r"a{2,}?", "aaaaa"))
print(re.match(r"(a+)(a+)", "aaaa").groups(), re.match(r"(a+?)(a+)", "aaaa").groups(), re.match(r"(a*?)(a*?)$", "aaa").groups())
print(re.match(r"(.*)(\d+)", "abc123").groups(), re.match(r"(.*?)(\d+)", "abc123").groups())
print(re.match(r"a??b", "ab"), re.match(r"(a|b)*?c", "abac").groups(), re.match(r"(ab)+?", "ababab"))
print(re.match(r"x{3}", "xxxx"), re.match(r"x{,2}", "xxx"), re.match(r"x{2,3}y", "xxxxy"), re.search(r"x{2,3}y", "xxxxy"))
print(re.match(r"{", "{"), re.match(r"a{", "a{"), re.match(r"a{1", "a{1"), re.match(r"a{1,", "a{1,"), re.match(r"a{}", "a{}"), re.match(r"a{,}", "aaa"))
print(re.match(r"(?:a|b)*a", "ababa"), re.match(r"(a|b)*?(b)", "aab").groups())
