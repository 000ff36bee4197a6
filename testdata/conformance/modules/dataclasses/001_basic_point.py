from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
print(p)
print(repr(p), str(p))
print(p.x, p.y)
print(Point(5))
print(Point(x=3, y=4), Point(y=1, x=2))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 2))
print(p == (1, 2))
p.x = 10
print(p)
print([Point(i, i * i) for i in range(3)])
print(Point.__init__.__qualname__, Point.__repr__.__qualname__, Point.__eq__.__qualname__)
print(Point.__match_args__)
print(Point.__hash__)
print(Point.__doc__)
