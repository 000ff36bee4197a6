import copy

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
        self.history = []
    def __repr__(self):
        return f"Point({self.x}, {self.y}, {self.history})"

p = Point(1, 2)
p.history.append("made")
s = copy.copy(p)
d = copy.deepcopy(p)
s.history.append("shallow")
d.history.append("deep")
s.x = 10
print(p, s, d)
print(type(s) is Point, s.history is p.history, d.history is p.history)

class Slots:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [1]
        self.b = 2
o = Slots()
o2 = copy.copy(o)
o3 = copy.deepcopy(o)
print(o2.a is o.a, o3.a is o.a, o3.a, o3.b)

class Mixed:
    __slots__ = ("s", "__dict__")
m = Mixed()
m.s = [1]
m.d = [2]
m2 = copy.deepcopy(m)
print(m2.s, m2.d, m2.s is m.s)

class MyList(list):
    pass
ml = MyList([1, [2]])
ml.tag = "t"
ml2 = copy.deepcopy(ml)
print(type(ml2).__name__, ml2, ml2.tag, ml2[1] is ml[1])
ml3 = copy.copy(ml)
print(type(ml3).__name__, ml3, ml3[1] is ml[1])

class MyDict(dict):
    pass
md = MyDict(a=[1])
md2 = copy.deepcopy(md)
print(type(md2).__name__, md2, md2["a"] is md["a"])

class Empty:
    pass
e = Empty()
print(type(copy.copy(e)) is Empty, copy.copy(e) is e)
