e = UnicodeDecodeError("utf-8", b"abcdef", 0, 1, "bad")
print(e)
e.start, e.end = 2, 5
print(e)
e.reason = "worse"
e.encoding = "latin-1"
print(e, e.args)
e.end = 3
print(e)
for value in ["3", 2.5, None]:
    try:
        e.start = value
    except TypeError as err:
        print(type(value).__name__, err)
try:
    del e.end
except TypeError as err:
    print(err)
print(e.start, e.end)
