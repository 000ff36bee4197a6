from functools import total_ordering

@total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

a, b = Version(1, 2), Version(1, 10)
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(b > a, b >= a, a >= a, a <= a)
print(sorted([Version(2), Version(1, 5), Version(1)]))
print(max(Version(3), Version(3, 1)))
print(Version.__gt__.__name__, Version.__le__.__name__, Version.__ge__.__name__)
try:
    a < 3
except TypeError as e:
    print("TypeError", e)
try:
    a >= 3
except TypeError as e:
    print("TypeError", e)

@total_ordering
class Desc:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
    def __eq__(self, other):
        return self.v == other.v
print(Desc(1) < Desc(2), Desc(2) <= Desc(2), Desc(3) >= Desc(4))

@total_ordering
class Le:
    def __init__(self, v):
        self.v = v
    def __le__(self, other):
        return self.v <= other.v
print(Le(1) < Le(2), Le(2) > Le(1), Le(1) >= Le(1))

@total_ordering
class Ge:
    def __init__(self, v):
        self.v = v
    def __ge__(self, other):
        return self.v >= other.v
    def __eq__(self, other):
        return self.v == other.v
print(Ge(1) < Ge(2), Ge(2) > Ge(1), Ge(1) <= Ge(0))

try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print("ValueError", e)
