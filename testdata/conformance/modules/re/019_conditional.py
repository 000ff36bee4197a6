import re

p = re.compile(r"(<)?(\w+@\w+(?:\.\w+)+)(?(1)>|$)")
for s in ["<user@host.com>", "user@host.com", "<user@host.com", "user@host.com>"]:
    print(s, p.match(s))
q = re.compile(r"(?P<quote>['\"])?\w+(?(quote)(?P=quote))")
print([m.group() for m in q.finditer("'a' \"b\" c 'd\"")])
print(re.match(r"(a)?(?(1)b|c)", "ab"), re.match(r"(a)?(?(1)b|c)", "c"), re.match(r"(a)?(?(1)b)", "x"))
for pat in [r"(?(1)a|b)", r"(a)(?(2)x)", r"(?(0)a)", r"(?(x)a)", r"(a)(?(1)a|b|c)", r"(?(1a)x)"]:
    try:
        re.compile(pat)
        print(pat, "ok")
    except re.error as e:
        print(pat, "error:", e)
