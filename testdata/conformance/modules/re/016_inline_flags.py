import re

print(re.findall(r"(?i:a)b", "ab Ab aB AB"))
print(re.findall(r"a(?i)b" if False else r"(?i)ab", "ab AB"))
print(re.findall(r"(?-i:a)b", "ab Ab aB AB", re.I))
print(re.findall(r"(?s:.)", "a\nb"))
print(re.findall(r"(?a:\w+)", "héllo wörld"))
print(re.findall(r"\w+", "héllo wörld", re.A), re.findall(r"(?u:\w+)", "héllo", re.A))
print(re.compile(r"(?im)x").flags, re.compile(r"(?i)(?m)x").flags)
for pat in [r"a(?i)b", r"(?z)", r"(?i-i:a)", r"(?-i)", r"(?i", r"(?L)a", r"(?au)a", r"(?-a:x)", r"(?t:a)", r"(?i-:a)", r"(?ix-s:a)b"]:
    try:
        print(pat, re.compile(pat))
    except re.error as e:
        print(pat, "error:", e)
