import numbers
from fractions import Fraction

names = ['Number', 'Complex', 'Real', 'Rational', 'Integral']
values = [True, 3, 2.5, 1j, Fraction(1, 3), 'x', None]
for v in values:
    print(repr(v), [n for n in names if isinstance(v, getattr(numbers, n))])
for n in names:
    cls = getattr(numbers, n)
    print(n, [b.__name__ for b in cls.__mro__], cls.__hash__ is None)
print(numbers.__all__)
print(issubclass(bool, numbers.Integral), issubclass(float, numbers.Rational))
