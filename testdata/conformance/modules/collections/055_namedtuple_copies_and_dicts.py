# _replace, _asdict, _make and repr of named tuples, including subclasses
# that iterate differently or add fields, and rows of many fields.
from collections import namedtuple

P = namedtuple("P", "x y")
p = P(1, 2)
print(p._replace(x=5), p._replace(), p._asdict())
print(P._make([3, 4]), P._make((7, 8)), P._make(iter([1, 2])), P._make(range(2)))
for f in (lambda: p._replace(z=1), lambda: p._replace(x=1, z=2, w=3),
          lambda: P._make((1,)), lambda: P._make([1, 2, 3]), lambda: P._make(5)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


class Q(P):
    _fields = ('a', 'b', 'c')

    def __iter__(self):
        return iter((9, 9))


q = Q(1, 2)
print(q._asdict(), q._replace(x=3), Q._make((5, 6)), tuple(q), type(Q._make((5, 6))).__name__)


class R(P):
    pass


r = R(1, 2)
r.extra = 5
print(r, r.extra, r._replace(y=0), type(r._replace(y=0)).__name__, R._make((1, 2)).__dict__)

One = namedtuple("One", "a")
Big = namedtuple("Big", "a b c d e f g h i", defaults=[0, 0])
print(One(1), One._make([2]), One(1)._asdict())
print(Big(*range(7)), Big(*range(9))._replace(i=5))
print(Big._make(range(9)), Big(*range(7))._asdict())
print(tuple.__new__(P, (1, 2)), tuple.__new__(P, [1, 2]), P.__new__(P, 1, 2))
print(hash(P(1, 2)) == hash((1, 2)), P(1, 2) == (1, 2), P(1, 2) < P(1, 3))
print(p.x, p.y, p[0], p[-1], p[:1], len(p), type(p[:1]).__name__)
d = p._asdict()
d["x"] = 100
print(p, d, type(d).__name__)
