from collections import namedtuple

Point = namedtuple('Point', ['x', 'y'])
p = Point(11, y=22)
print(p, p.x, p.y, p[0], p[1], len(p), p == (11, 22), tuple(p), list(p))
x, y = p
print(x + y, p.x * 2, sum(p), max(p), p.index(22), p.count(11))
print(Point._fields, Point.__name__, Point.__doc__, Point.__module__, Point.__qualname__)
print(p._asdict(), p._replace(x=33), Point._make([1, 2]), Point._make(range(2)))
print(isinstance(p, tuple), type(p).__mro__, hash(p) == hash((11, 22)))
print(Point(x=1, y=2) < Point(1, 3), sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
Color = namedtuple('Color', 'red green blue')
Pair = namedtuple('Pair', 'left, right')
Single = namedtuple('Single', 'value')
Empty = namedtuple('Empty', '')
print(Color(1, 2, 3), Pair('l', 'r'), Single(5), Empty(), Single.__doc__, Empty._fields)
print(Color._fields, repr(Pair(left=[1], right={'a': 1})))
print({p: 'point'}, p[::-1], p[:1], p + (3,), p * 2)
print(Point.x, Point.x.__doc__, Point.y.__doc__, type(Point.x).__name__)
