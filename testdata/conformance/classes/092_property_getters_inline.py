# Property getters written in Python run in the interpreter loop like calls:
# values, generators as getters, AttributeErrors from inside a getter (which
# gain the outer name), __getattr__ fallbacks, deep chains of getters.
class V:
    def __init__(self, x):
        self._x = x
    @property
    def x(self):
        return self._x
    @property
    def bad(self):
        return self.missing
    @property
    def gen(self):
        yield 1
def f():
    v = V(3)
    t = 0
    for i in range(1000000):
        t += v.x
    return t
print(f())
v = V(2)
print(list(v.gen))
try:
    v.bad
except AttributeError as e:
    print(e, e.name, e.obj is v)
class W(V):
    def __getattr__(self, n):
        return "ga:" + n


class Custom:
    @property
    def boom(self):
        raise AttributeError("boom")

    @property
    def deep(self):
        return Custom().boom


c = Custom()
for attr in ("boom", "deep"):
    try:
        getattr(c, attr)
    except AttributeError as e:
        print(attr, e, e.name, type(e.obj).__name__)
    try:
        c.boom if attr == "boom" else c.deep
    except AttributeError as e:
        print(attr, e, e.name, type(e.obj).__name__)


class Chain:
    def __init__(self, n):
        self.n = n

    @property
    def down(self):
        return Chain(self.n - 1).down if self.n else "bottom"


print(Chain(50).down, V(7).x + V(8).x)
sub = type("Sub", (V,), {"x": property(lambda self: self._x * 10)})
print(sub(4).x, V(4).x)
