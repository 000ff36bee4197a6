# namedtuple construction with defaults filled from positional arguments
# only: every count of arguments from the required ones to all, keywords
# mixed in, a subclass, and the errors for too few and too many.
from collections import namedtuple

Hit = namedtuple("Hit", ["key", "value", "age"], defaults=[0])
Row = namedtuple("Row", "a b c d", defaults=(None, "x", 3.5))
All = namedtuple("All", "p q", defaults=(1, 2))

print(Hit(1, 2), Hit(1, 2, 3), Hit("k", value=5))
print(Row(1), Row(1, 2), Row(1, 2, 3), Row(1, 2, 3, 4), Row(1, d=9))
print(All(), All(5), All(5, 6), All(q=0))


class Point(namedtuple("Point", "x y z", defaults=[0])):
    __slots__ = ()

    def norm1(self):
        return abs(self.x) + abs(self.y) + abs(self.z)


p = Point(3, -4)
print(p, p.norm1(), type(p).__name__, Point._field_defaults, Point(1, 2, 3)._replace(z=9))
for args in ((), (1, 2, 3, 4, 5)):
    try:
        print(Row(*args))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    Hit(1, 2, key=3)
except TypeError as e:
    print(type(e).__name__, e)
print(tuple.__new__(Hit, (1, 2, 3)), Hit._make([4, 5, 6]), Hit.__new__(Hit, 7, 8))
