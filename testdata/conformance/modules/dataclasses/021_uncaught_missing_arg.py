from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


print(Point(1, 2))
Point(1)
