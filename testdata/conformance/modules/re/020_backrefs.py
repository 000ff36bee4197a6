import re

print(re.search(r"(\w+) \1", "hello hello world"))
print(re.findall(r"(\w)\1", "aabbcdde"))
print(re.sub(r"\b(\w+)( \1\b)+", r"\1", "the the the cat sat sat"))
print(re.match(r"(?P<x>\w)(?P=x)", "aa"), re.match(r"(?P<x>\w)(?P=x)", "ab"))
print(re.match(r"(a)|\1", "x"), re.match(r"(a)?\1", "b"))
print(re.match(r"(a*)\1", "aaaa").group(1), re.match(r"(a*)+\1", "aab"))
print(re.match(r"(?i)(a)\1", "aA"), re.match(r"(\w+)-\1", "ab-AB"), re.match(r"(\w+)-\1", "ab-AB", re.I))
print(re.match(r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10", "abcdefghijj").group(10))
print(re.match(r"(a)\01", "a\x01"), re.match(r"\0", "\x00"), re.match(r"(a)\141", "aa"))
for pat in [r"\1", r"(a)\2", r"(a\1)", r"(?P<a>(?P=a))", r"(?P=nope)", r"(?P<1x>a)", r"(?P<a>x)(?P<a>y)", r"\8", r"[\1]"]:
    try:
        re.compile(pat)
        print(pat, "ok")
    except re.error as e:
        print(pat, "error:", e)
