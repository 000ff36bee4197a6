import math
from fractions import Fraction as F

pi = F(math.pi)
for limit in [1, 2, 7, 10, 100, 113, 1000, 33215, 10 ** 6]:
    print(limit, pi.limit_denominator(limit))
print(F(4321, 8765).limit_denominator(10000), F(-8, 3).limit_denominator(2))
print(F(3, 2).limit_denominator(1), F(5, 2).limit_denominator(1), F(-3, 2).limit_denominator(1))
print(F('0.333333333').limit_denominator(100), F(1.1).limit_denominator())
print(F(0.1).limit_denominator(), F(2 ** 0.5).limit_denominator(50))
try:
    pi.limit_denominator(0)
except ValueError as e:
    print(type(e).__name__, e)
