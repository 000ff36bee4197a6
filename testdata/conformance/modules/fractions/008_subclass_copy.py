import copy
from fractions import Fraction

class Ratio(Fraction):
    def describe(self):
        return f'{self.numerator} over {self.denominator}'

r = Ratio(6, 8)
print(repr(r), r.describe(), type(r).__name__)
print(repr(r + 1), repr(-r), repr(+r), repr(abs(r)), repr(r * r))
print(repr(Ratio.from_float(0.25)), repr(Ratio('2/3')))
print(repr(copy.copy(r)), type(copy.deepcopy(r)).__name__)
f = Fraction(5, 9)
print(copy.copy(f) is f, copy.deepcopy(f) is f, copy.copy(r) is r)
print(f.__reduce__(), r.__reduce__()[1])
print(repr(r.limit_denominator(1)), repr(Fraction(r)))
print(isinstance(r, Fraction), r == Fraction(3, 4), hash(r) == hash(0.75))
try:
    f.x = 1
except AttributeError as e:
    print(type(e).__name__)
print(Fraction.__slots__)
