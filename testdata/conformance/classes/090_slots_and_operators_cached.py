# __slots__ attributes, arithmetic dunders and class calls that run
# __init__ inline, under the changes a class may see between calls.
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, o):
        return P(self.x + o.x, self.y + o.y)
    def __neg__(self):
        return P(-self.x, -self.y)
    def __repr__(self):
        return f"P({self.x}, {self.y})"

a = P(1, 2)
for i in range(3):
    a = a + P(i, i)
print(a, -a)

class Q(P):
    __slots__ = ("z",)
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z
q = Q(1, 2, 3)
print(q.x, q.y, q.z, q + q)

e = P.__new__(P)
try:
    e.x
except AttributeError as err:
    print(type(err).__name__, err)
e.x = 5
del e.x
try:
    del e.x
except AttributeError as err:
    print(type(err).__name__, err)
try:
    e.w = 1
except AttributeError as err:
    print(type(err).__name__, err)

# A member descriptor taken to an unrelated class checks its instances.
class Other:
    pass
Other.x = P.__dict__["x"]
try:
    Other().x
except TypeError as err:
    print(type(err).__name__, err)

# Operators replaced, removed and inherited after use.
P.__add__ = lambda self, o: "replaced"
print(a + a, q + q)
del P.__add__
try:
    a + a
except TypeError as err:
    print(type(err).__name__, err)
P.__radd__ = lambda self, o: ("radd", o)
print(1 + a)
P.__neg__ = lambda self: "neg"
print(-a, -q)

# __init__ replaced between class calls; __new__ added later.
class R:
    def __init__(self):
        self.v = 1
print([R().v for _ in range(2)])
R.__init__ = lambda self: setattr(self, "v", 2)
print(R().v)
def new(cls):
    o = object.__new__(cls)
    o.v = 3
    return o
R.__new__ = new
del R.__init__
print(R().v)

class Meta(type):
    def __call__(cls, *args):
        return ("meta", args)
class S(metaclass=Meta):
    def __init__(self, a):
        self.a = a
print(S(1))
