from types import MappingProxyType

d = {"a": 1, "b": 2}
p = MappingProxyType(d)
print(p, p["a"], len(p), "a" in p, list(p), list(p.keys()), list(p.values()), list(p.items()))
print(p.get("z"), p.get("z", 0), p.copy(), type(p.copy()).__name__)
d["c"] = 3
print(p["c"], len(p))
try:
    p["x"] = 1
except TypeError as e:
    print("TypeError", e)
try:
    del p["a"]
except TypeError as e:
    print("TypeError")
try:
    p.pop("a")
except AttributeError as e:
    print("AttributeError", e)
try:
    MappingProxyType([1, 2])
except TypeError as e:
    print("TypeError", e)
print(p == d, dict(p) == d)
print(type(p).__name__, repr(MappingProxyType({})))
print(sorted(MappingProxyType({"y": 1, "x": 2})))
