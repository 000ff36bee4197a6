import re

print(list(re.I | re.M | re.A), len(re.I | re.S), re.I in (re.I | re.M), re.S in re.I, list(re.NOFLAG))
print(re.Pattern[str], re.Match[bytes])

def first(p: re.Pattern[str], s: str) -> re.Match[str] | None:
    return p.match(s)

print(first(re.compile(r"\w"), "xyz"))
for f in [lambda: re.Pattern(), lambda: re.Match()]:
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
try:
    class P(re.Pattern):
        pass
except TypeError as e:
    print("TypeError:", e)
print(re.RegexFlag.__name__, re.RegexFlag.__module__, issubclass(re.RegexFlag, int))
print(sorted(n for n in dir(re) if n.isupper()))
print(sorted(re.__all__))
