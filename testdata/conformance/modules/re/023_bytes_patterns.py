import re

print(re.findall(rb"\w+", b"hello w\xe9rld 12"))
print(re.sub(rb"(\d+)", rb"<\1>", b"a1b22"))
print(re.split(rb"\s+", b"a b\tc"))
m = re.search(rb"(?P<n>\d+)", b"abc 42")
print(m, m.group(), m["n"], m.groupdict(), m.span())
print(re.match(b".", b"\xff"), re.match(b"\xe9", b"\xe9"), re.match(b"[\x80-\xff]+", b"\x80\x90a"))
print(re.findall(rb"[a-z]+", b"ABC def", re.I))
print(re.search(b"a", bytearray(b"xa")))
print(re.compile(b"abc"), re.compile(rb"\d", re.I))
print(re.escape(b"a.b*c\xff"))
for args in [("a", b"a"), (b"a", "a")]:
    try:
        re.search(*args)
    except TypeError as e:
        print("TypeError:", e)
for pat in [rb"\u1234", rb"(?u)a", rb"\N{DIGIT ONE}", b"[\xe9-a]", rb"\w\q"]:
    try:
        re.compile(pat)
    except re.error as e:
        print("error:", e)
print(re.sub(b"a", lambda m: m.group().upper(), b"banana"))
