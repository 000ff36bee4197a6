import re
try:
    re.compile(b"a\n(")
except re.error as e:
    print(repr(e), e.args, e.pattern, e.pos, e.lineno, e.colno)
try:
    raise re.error("x", "pat", 1)
except Exception as e:
    print(repr(e), type(e).__name__, type(e).__module__, type(e).__qualname__)
print(re.error.__mro__)
print(re.findall("(?i)hello", "HeLLo hello HELLO İ"), re.findall("(?i)[k-m]+", "KkK\u212aLm"))
