import math
from fractions import Fraction as F

values = [F(7, 2), F(5, 2), F(-5, 2), F(-7, 2), F(1, 3), F(-1, 3), F(11, 4), F(-11, 4), F(0)]
for v in values:
    print(v, int(v), math.floor(v), math.ceil(v), math.trunc(v), round(v), bool(v), float(v))
x = F(314159, 100000)
print(round(x, 2), round(x, 0), round(x, -1), round(F(125, 1000), 2), round(F(135, 1000), 2))
print(round(F(1250), -2), round(F(1350), -2), round(F(-1250), -2))
print(type(round(x)).__name__, type(round(x, 1)).__name__)
print(complex(F(1, 4)), F(1, 4).real, F(1, 4).imag, F(-3, 8).conjugate())
print(format(F(1, 3)), f'{F(-5, 7)}', '%s and %r' % (F(2, 3), F(2, 3)))
try:
    format(F(1, 3), '.2f')
except TypeError as e:
    print(type(e).__name__, e)
print(hasattr(F, 'is_integer'), hasattr(F, '__format__') and F.__format__ is object.__format__)
