class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y

p = Point(1, 2)
p.x = 10
print(p.x, p.y, hasattr(p, "__dict__"))
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
class Partial:
    __slots__ = ("a", "b")
q = Partial()
q.a = 1
try:
    print(q.b)
except AttributeError as e:
    print("AttributeError:", e)
class WithDict(Point):
    pass
w = WithDict(1, 2)
w.z = 3
print(w.z, Point.__slots__)
