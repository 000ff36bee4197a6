d = {}
for k in ["banana", "apple", "cherry"]:
    d[k] = len(k)
print(d)
d["apple"] = 0
print(d)
del d["banana"]
d["banana"] = 99
print(d)
print(list(reversed(d)), list(reversed(d.items())))
print({3: "c", 1: "a", 2: "b"})
print(dict(sorted({"b": 2, "a": 1, "c": 0}.items())))
print(dict(sorted({"b": 2, "a": 1, "c": 0}.items(), key=lambda kv: kv[1])))
