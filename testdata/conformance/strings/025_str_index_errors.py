s = "abc"
for i in (0, 2, -3, 3, -4):
    try:
        print(i, s[i])
    except IndexError as e:
        print(i, "IndexError:", e)
print(repr(s[5:]), repr(s[-10:1]), repr(s[2:1]))
try:
    s["1"]
except TypeError as e:
    print("TypeError:", e)
try:
    s[1.0]
except TypeError as e:
    print("TypeError:", e)
