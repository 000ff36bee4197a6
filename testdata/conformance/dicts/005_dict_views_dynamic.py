d = {"a": 1, "b": 2}
keys = d.keys()
vals = d.values()
items = d.items()
d["c"] = 3
print(keys, vals, items)
print(len(keys), "a" in keys, ("b", 2) in items, 3 in vals)
print(keys & {"a", "z"}, sorted(keys | {"q"}), sorted(keys - {"a"}))
del d["a"]
print(list(keys), list(vals))
try:
    for k in d:
        d[k + k] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
