from collections import namedtuple

Point = namedtuple('Point', 'x y')
calls = [
    lambda: Point(1),
    lambda: Point(),
    lambda: Point(1, 2, 3),
    lambda: Point(1, 2, z=3),
    lambda: Point(1, x=2),
    lambda: Point._make([1]),
    lambda: Point._make([1, 2, 3]),
    lambda: Point(1, 2)._replace(z=5),
    lambda: Point(1, 2)._replace(x=1, w=2, v=3),
    lambda: namedtuple('X', 'a a'),
    lambda: namedtuple('X', 'a _b'),
    lambda: namedtuple('X', 'a class'),
    lambda: namedtuple('X', 'a 1b'),
    lambda: namedtuple('1X', 'a'),
    lambda: namedtuple('def', 'a'),
    lambda: namedtuple('X', ['a', 3]),
    lambda: namedtuple('X', 'a b', defaults=[1, 2, 3]),
    lambda: namedtuple('X'),
    lambda: namedtuple('X', 'a', True),
    lambda: namedtuple('X', 'a', verbose=True),
]
for call in calls:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
p = Point(1, 2)
try:
    p.x = 5
except AttributeError as e:
    print('AttributeError', e)
try:
    p.z = 5
except AttributeError as e:
    print('AttributeError', e)
try:
    p[0] = 5
except TypeError as e:
    print('TypeError', e)
try:
    del p.x
except AttributeError as e:
    print('AttributeError', e)
