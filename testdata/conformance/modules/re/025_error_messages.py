import re

pats = ["(", ")", "a)", "[a", "[]", "*", "+a", "a**", "a{2,1}", "(?", "(?P", "(?P<", "(?P<a", "(?P<>a)",
        "(?P<1a>x)", "(?Px)", "(?<x)", "(?#abc", "\\", "a\\", "\\q", "[\\q]", "\\x", "\\x4", "\\u12", "\\U0011ffff",
        "\\777", "[b-a]", "[\\d-z]", "[a-\\d]", "x{1,2}{3}", "\\N", "\\N{", "(?:", "a|*", "(?P<a>x)(?P<a>y)",
        "a\n(b", "ab\ncd\n[", "(?<=a+)b", "^*", "\\b+", "(?i)(?m", "x(?s)", "a{,}", "a{", "a{1"]
for p in pats:
    try:
        r = re.compile(p)
        print(repr(p), "ok", r)
    except re.error as e:
        print(repr(p), "|", e, "|", e.msg, e.pos, e.lineno, e.colno, repr(e.pattern))
try:
    re.compile("a{4294967295}")
except OverflowError as e:
    print("OverflowError:", e)
e = re.error("custom message")
print(e, e.msg, e.pos, e.pattern, e.lineno)
e = re.error("bad", "ab\ncd", 4)
print(e, e.pos, e.lineno, e.colno, e.args)
print(issubclass(re.error, Exception), re.error.__name__, re.error.__module__, re.error)
