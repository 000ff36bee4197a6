import numbers

class Small(numbers.Integral):
    """An int in a box: implements the abstract methods, inherits the mixins."""
    def __init__(self, v): self.v = int(v)
    def __repr__(self): return f'Small({self.v})'
    def __int__(self): return self.v
    def __add__(self, o): return Small(self.v + int(o))
    __radd__ = __add__
    def __neg__(self): return Small(-self.v)
    def __pos__(self): return Small(self.v)
    def __mul__(self, o): return Small(self.v * int(o))
    __rmul__ = __mul__
    def __truediv__(self, o): return self.v / int(o)
    def __rtruediv__(self, o): return int(o) / self.v
    def __floordiv__(self, o): return Small(self.v // int(o))
    def __rfloordiv__(self, o): return Small(int(o) // self.v)
    def __mod__(self, o): return Small(self.v % int(o))
    def __rmod__(self, o): return Small(int(o) % self.v)
    def __pow__(self, e, m=None): return Small(pow(self.v, int(e), m))
    def __rpow__(self, b): return Small(int(b) ** self.v)
    def __abs__(self): return Small(abs(self.v))
    def __eq__(self, o): return self.v == int(o)
    def __lt__(self, o): return self.v < int(o)
    def __le__(self, o): return self.v <= int(o)
    def __trunc__(self): return self.v
    def __floor__(self): return self.v
    def __ceil__(self): return self.v
    def __round__(self, nd=None): return self.v
    def __lshift__(self, o): return Small(self.v << int(o))
    def __rlshift__(self, o): return Small(int(o) << self.v)
    def __rshift__(self, o): return Small(self.v >> int(o))
    def __rrshift__(self, o): return Small(int(o) >> self.v)
    def __and__(self, o): return Small(self.v & int(o))
    __rand__ = __and__
    def __xor__(self, o): return Small(self.v ^ int(o))
    __rxor__ = __xor__
    def __or__(self, o): return Small(self.v | int(o))
    __ror__ = __or__
    def __invert__(self): return Small(~self.v)

s = Small(7)
print(s, s + 1, s - 2, 10 - s, divmod(s, 3), divmod(20, s))
print(float(s), complex(s), s.real, s.imag, s.conjugate(), s.numerator, s.denominator)
print(bool(s), bool(Small(0)), [10, 20, 30, 40, 50, 60, 70, 80][Small(3)], s.__index__())
print(isinstance(s, numbers.Rational), isinstance(s, numbers.Number))
