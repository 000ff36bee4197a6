import re

# Captures set by alternatives that then fail, in possessive repeats and
# lookarounds, keep sre's exact values.
print(re.compile(r"((b|^)|[^a])*+a").search("abcab", 1, 4).regs)
print(re.match(r"(?:(a)|b)*+c", "abc").groups())
print(re.match(r"(?:(x)y|(x)z|x)++", "xyxzx").groups())
print(re.match(r"((a)|(b))++", "abab").groups())
print(re.match(r"(?:(a)b|a(c))*+", "abac").groups())
print(re.search(r"(?!(a)b)(a)c", "abac").groups())
print(re.match(r"(?:(a)|(b))*?c", "abc").groups(), re.match(r"(a|(b))+", "ab").groups())
print(re.match(r"(?>(a)x|(a)y|a)+", "axayaz").groups())
