import copy

class Weird:
    __reduce_ex__ = None
    __reduce__ = None
try:
    copy.copy(Weird())
except copy.Error as e:
    print("copy.Error", str(e).startswith("un(shallow)copyable object of type"))
try:
    copy.deepcopy(Weird())
except copy.Error as e:
    print("copy.Error", str(e).startswith("un(deep)copyable object of type"))

class Custom:
    def __init__(self, a):
        self.a = a
    def __reduce_ex__(self, proto):
        print("reduce_ex protocol", proto)
        return (Custom, (self.a,), {"extra": [1]})
c = Custom([5])
c2 = copy.deepcopy(c)
print(c2.a, c2.a is c.a, c2.extra)
c3 = copy.copy(c)
print(c3.a is c.a, c3.extra)

class WithIters:
    def __init__(self):
        self.items = []
        self.d = {}
    def append(self, x):
        self.items.append(x)
    def __setitem__(self, k, v):
        self.d[k] = v
    def __reduce_ex__(self, proto):
        return (WithIters, (), None, iter([[1], [2]]), iter([("k", [3])]))
w = copy.deepcopy(WithIters())
print(w.items, w.d)

class SlotState:
    def __reduce_ex__(self, proto):
        return (SlotState, (), ({"x": 1}, {"y": 2}))
s = copy.copy(SlotState())
print(s.x, s.y)
