d = {"x": 1, "y": 2, "z": 3}
print(d.pop("y"), d)
print(d.pop("missing", "default"))
print(d.setdefault("x", 100), d.setdefault("w", 4), d)
d.update({"x": 11}, v=5)
d.update([("u", 6)])
print(d)
print(d.popitem(), d)
c = d.copy()
c["x"] = -1
print(d["x"], c["x"])
d.clear()
print(d, c)
