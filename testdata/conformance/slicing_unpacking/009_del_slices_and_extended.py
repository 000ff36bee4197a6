xs = list(range(12))
del xs[::3]
print(xs)
del xs[-2:]
print(xs)
del xs[1:5:2]
print(xs)
ba = bytearray(b"abcdef")
del ba[::2]
print(ba)
d = {"a": [1, 2, 3]}
del d["a"][0]
print(d)
