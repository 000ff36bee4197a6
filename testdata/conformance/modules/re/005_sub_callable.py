import re

print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b20 c300"))
print(re.sub(r"(?P<k>\w+)=(?P<v>\w+)", lambda m: m["v"] + "=" + m["k"], "a=1, b=2"))
calls = []
def repl(m):
    calls.append((m.group(), m.start(), m.pos, m.endpos))
    return m.group().upper()
print(re.sub(r"[aeiou]", repl, "education"))
print(calls)
print(re.sub(r"a", lambda m: "", "banana"))
print(re.sub(r"(a)(x)?", lambda m: repr(m.group(2)), "ab"))
print(re.compile(r"o").sub(lambda m: "0", "foo boo", count=2))
for bad in [lambda m: 1, lambda m: b"x"]:
    try:
        re.sub("a", bad, "xa")
    except TypeError as e:
        print("TypeError:", e)
print(re.sub("a", lambda m: None, "banana"))
