import weakref
class Obj:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return "Obj(%s)" % self.name
a, b = Obj("a"), Obj("b")
d = weakref.WeakValueDictionary()
d["x"] = a
d["y"] = b
print(d["x"], len(d), "x" in d, sorted(d.keys()), sorted(v.name for v in d.values()), d.get("z"))
print(d.pop("y"), len(d), d.setdefault("x", b), dict(d.items()))
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)
k = weakref.WeakKeyDictionary()
k[a] = 1
k[b] = 2
print(k[a], len(k), a in k, 5 in k, sorted(k.values()))
del k[a]
print(len(k), list(k.keys()))
k.update({a: 10})
print(k.get(a), sorted((o.name, v) for o, v in k.items()))
