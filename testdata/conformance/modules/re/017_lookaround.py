import re

print(re.findall(r"\w+(?=,)", "a, b, c"))
print(re.findall(r"\w+(?!,)\b", "a, b, c"))
print(re.findall(r"(?<=\$)\d+", "cost $30 and $45"))
print(re.findall(r"(?<!\$)\b\d+", "cost $30 and 45"))
print(re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567"))
print(re.search(r"(?=(\w+))\w", "abc").groups())
print(re.match(r"(?!abc)\w+", "abd"), re.match(r"(?!abc)\w+", "abc"))
print(re.findall(r"(?<=ab)c", "abc xbc abc"))
print(re.findall(r"(?<=a|b)c", "ac bc cc"))
print(re.findall(r"(?<=(a))b", "ab ab"))
print(re.match(r"(?<=^)a", "a"), re.search(r"(?<!^)a", "aa").span())
print(re.search(r"q(?=u)", "Iraq quit").span(), re.search(r"q(?!u)", "quit Iraq").span())
print(re.compile(r"(?<=a)b").search("ab", 1), re.compile(r"(?<=a)b").match("ab", 1))
for pat in [r"(?<=a*)b", r"(?<=a|bc)d", r"(?<!a+)", r"(?<=a{1,2})"]:
    try:
        re.compile(pat)
    except re.error as e:
        print(pat, "error:", e, e.pos)
print(re.search(r"(?<=a{2})b", "aab").span(), re.search(r"(?<=(?:ab|cd))e", "cde").span())
