import re

for pat in [r"x*", r"\b", r"", r"(?=a)", r"a|", r"|a", r"a?", r"(a)|", r"\s*"]:
    for s in ["", "a", "aa", "bab", " a "]:
        print(repr(pat), repr(s), [m.span() for m in re.finditer(pat, s)], re.sub(pat, "-", s), re.split(pat, s))
print(re.findall(r"(a*)*", "ab"), re.findall(r"(a*)+", "ab"), re.findall(r"(a|)*b", "aab"))
print(re.match(r"(a*)*", "b").groups(), re.match(r"(a|b)*?c", "abc").groups(), re.match(r"(?:(a)|b)*", "ab").groups())
print(re.match(r"(a?)+?b", "aab").groups(), re.match(r"(a??)+b", "aab").groups(), re.match(r"((a)|(b))*", "ab").groups())
