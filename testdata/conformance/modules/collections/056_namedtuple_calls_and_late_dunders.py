# Calling a named tuple class: defaults, keywords, argument errors, subclasses
# with their own __init__ or __new__, and dunders changed on the class later.
from collections import namedtuple
import copy
P = namedtuple("P", "x y", defaults=[7])
print(P(1), P(1, 2), P(x=1), P(1, y=3), P(y=2, x=1))
for f in (lambda: P(), lambda: P(1, 2, 3), lambda: P(1, x=2), lambda: P(z=1), lambda: P.__new__(int, 1), lambda: P.__new__(5, 1)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
class S(P):
    def __init__(self, *a, **k):
        print("init", a, k)
class T(P):
    def __new__(cls, x, y=0):
        return super().__new__(cls, x * 10, y)
print(S(1, 2), T(3), copy.copy(P(1, 2)), copy.deepcopy(T(1, 2)), type(copy.copy(S(4, 5))).__name__)
P.__init__ = lambda self, *a: print("late init", a)
print(P(5, 6))
del P.__init__
P.__new__ = lambda cls, *a: "replaced"
print(P(1, 2), S(1, 2))
Q = namedtuple("Q", "a b")
print(Q(1, 2), Q._make([1, 2]), Q(*[3, 4]), Q(**{"a": 1, "b": 2}), isinstance(Q(1, 2), tuple))
