from collections import namedtuple

Point = namedtuple('Point', ['x', 'y'])
print(Point(1, 2))
Point(x=1)
