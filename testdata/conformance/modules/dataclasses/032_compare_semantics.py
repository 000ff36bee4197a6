# The generated comparison methods behave as CPython's tuple comparisons:
# identical items are equal, the first unequal pair decides, results of an
# ordering are passed through unchanged, every field is read first.
from dataclasses import dataclass, field

nan = float("nan")


@dataclass(order=True)
class P:
    x: object
    y: object = 0
    note: str = field(default="", compare=False)


class Loud:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("eq", self.v, other.v)
        return self.v == other.v

    def __lt__(self, other):
        print("lt", self.v, other.v)
        return "yes" if self.v < other.v else ""

    def __hash__(self):
        return 0


print(P(nan) == P(nan), P(nan, 1) < P(nan, 2), P(1, nan) == P(1, nan))
print(P(1, 2, "a") == P(1, 2, "b"), P([1], 2) == P([1], 2), P([1]) < P([2]))
print(P(1, 2) < P(1, 3), P(1, 3) <= P(1, 3), P(2, 0) > P(1, 9), P(1, 2) >= P(1, 2))
print(repr(P(Loud(1), 5) < P(Loud(2), 0)))
print(repr(P(Loud(3), 5) < P(Loud(3), 6)))
print(repr(P(Loud(3), 5) == P(Loud(4), 5)))
print(P(1) == 1, P(1) != P(1), P(1) != P(2))
try:
    P(1) < 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    P(1, "a") < P(1, 2)
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(order=True)
class Late:
    a: int
    b: int = field(init=False)


try:
    print(Late(1) == Late(2))
except AttributeError as e:
    print(type(e).__name__, e)


@dataclass(order=True)
class Empty:
    pass


print(Empty() == Empty(), Empty() < Empty(), Empty() <= Empty(), Empty() > Empty())
print(sorted([P(2, "b"), P(1, "z"), P(2, "a"), P(1, "a")]))
print(P.__lt__.__qualname__, P.__eq__.__name__)
