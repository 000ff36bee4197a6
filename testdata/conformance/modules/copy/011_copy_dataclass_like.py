import copy

class Config:
    __slots__ = ("name", "values", "__weakref__")
    def __init__(self, name, values):
        self.name = name
        self.values = values
    def __repr__(self):
        return f"Config({self.name!r}, {self.values!r})"
    def __eq__(self, other):
        return (self.name, self.values) == (other.name, other.values)

c = Config("c", [1, 2])
c2 = copy.copy(c)
c3 = copy.deepcopy(c)
print(c2, c3, c2 == c, c3 == c, c2.values is c.values, c3.values is c.values)

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __copy__(self):
        return Point(self.x, self.y)
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
pts = [Point(1, 2), Point(3, 4)]
print(copy.copy(pts), copy.copy(pts)[0] is pts[0])
print(copy.deepcopy(pts), copy.deepcopy(pts)[0] is pts[0])

class Meta(type):
    pass
class WithMeta(metaclass=Meta):
    pass
print(copy.deepcopy(WithMeta) is WithMeta, copy.copy([WithMeta])[0] is WithMeta)
