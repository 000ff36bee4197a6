d = {}
d[1] = "int"
d[1.0] = "float overwrote int"
d[True] = "bool overwrote too"
d[(1, 2)] = "tuple"
d[None] = "none"
d[frozenset({1})] = "frozenset"
d["1"] = "str"
print(d)
print(len(d), d[1], d[True])
try:
    d[[1]] = "list"
except TypeError as e:
    print("TypeError:", e)
