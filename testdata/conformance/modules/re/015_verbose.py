import re

phone = re.compile(r"""
    (\d{3})   # area code
    [-.\s]?   # separator
    (\d{4})   # number
""", re.VERBOSE)
print(phone.findall("call 555-1234 or 555 9876"))
print(re.match(r"(?x) a b c # comment", "abc"))
print(re.match(r"(?x) a\ b [ ] c", "a b  c"))
print(re.match(r"(?x)a#b", "a"), re.match(r"a(?x: b c )d", "abcd"), re.match(r"(?x)a(?-x: b)", "a b"))
print(re.match(r"""(?x)
    \d+  # digits
    \.   # dot
""", "12.5"))
print(re.findall(r"(?x) [a-c] + ", "aabbcc dd"))
