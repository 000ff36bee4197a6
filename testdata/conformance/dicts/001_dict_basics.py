d = {"a": 1, "b": 2}
d["c"] = 3
d["a"] = 10
print(d, len(d), d["b"], "c" in d, 3 in d)
print(list(d), list(d.keys()), list(d.values()), list(d.items()))
del d["b"]
print(d)
print(d.get("zzz"), d.get("zzz", 0), d.get("a", 0))
print(dict(x=1, y=2), dict([("k", "v")]), dict({"m": 1}, n=2), dict.fromkeys("ab", 0))
