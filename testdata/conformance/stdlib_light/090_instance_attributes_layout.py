# Instance attributes keep CPython's semantics whatever their storage: the
# order of __dict__, its identity, deletes, re-adds, __dict__ assignment,
# class changes and many dynamic names.
import copy
import json


class P:
    def __init__(self, order):
        for name in order:
            setattr(self, name, name.upper())

    def m(self):
        return "method"


a, b, c = P("xyz"), P("zyx"), P("xy")
print(vars(a), vars(b), vars(c))
c.w = 1
c.z = 2
print(list(c.__dict__), a.__dict__ == {"x": "X", "y": "Y", "z": "Z"})

d = a.__dict__
a.q = 5
d["r"] = 6
print(a.r, d["q"], d is a.__dict__, list(d))
del a.x
a.x = "again"
print(list(a.__dict__), a.x)
try:
    del a.missing
except AttributeError as e:
    print(type(e).__name__, e)

e = P("ab")
e.m = lambda: "shadow"
print(e.m(), P("").m())
del e.m
print(e.m())

f = P("ab")
f.__dict__ = {"k": 1}
print(f.k, hasattr(f, "a"), vars(f))
try:
    f.__dict__ = []
except TypeError as err:
    print(type(err).__name__, err)

g = P("")
for i in range(40):
    setattr(g, f"n{i}", i)
print(len(vars(g)), g.n0, g.n39, getattr(g, "n20"), sorted(dir(g))[:3])
h = P("")
for i in range(35, -1, -1):
    setattr(h, f"n{i}", i)
print(list(vars(h))[:3], h.n7)


class Q:
    pass


k = P("abc")
k.__class__ = Q
print(type(k).__name__, vars(k), k.b)
k.new = 1
print(vars(k))

s = P("st")
t = copy.copy(s)
u = copy.deepcopy(s)
t.s = "changed"
print(vars(s), vars(t), vars(u), json.dumps(vars(s)))



class Sub(P):
    def __init__(self):
        super().__init__("yx")
        self.extra = True


print(vars(Sub()), vars(P("yx")))


class WithSlots:
    __slots__ = ("a", "__dict__")


ws = WithSlots()
ws.a = 1
ws.b = 2
print(ws.a, vars(ws))

objs = [P("ab") for _ in range(3)]
for i, o in enumerate(objs):
    o.a = i
    if i == 1:
        o.__dict__.clear()
print([vars(o) for o in objs])
