import re

for s in ["a.b", "1+1=2", "[x]", "(a|b)", "^$", "a\\b", "tab\there", "new\nline", " spaces ", "é-ü", "#~&", "_!@%'\"", "", "{1,2}", "a-b", "a*b?c+"]:
    e = re.escape(s)
    print(repr(s), repr(e), bool(re.fullmatch(e, s)))
print(re.escape(b"a.b\x00"))
try:
    re.escape(5)
except TypeError as e:
    print("TypeError:", e)
