s = "hello"
try:
    s[0] = "H"
except TypeError as e:
    print("TypeError:", e)
t = s
s += " world"
print(s, t, s is t)
u = "H" + s[1:]
print(u)
try:
    del s[0]
except TypeError as e:
    print("TypeError:", e)
print(s.upper(), t.title(), s.replace("world", "there"), s)
