import math
from fractions import Fraction as F

big = F(10 ** 400 + 1, 2)
tiny = F(1, 10 ** 400)
print(big > 1e308, big < float('inf'), tiny == 0.0, tiny > 0.0, tiny < 5e-324)
print(math.floor(F(-10 ** 30, 7)), math.ceil(F(-10 ** 30, 7)), round(F(10 ** 30 + 5, 10)))
print(round(big, -398) == F(10 ** 400 // 2), round(tiny, 400), round(tiny, 399))
print(hash(big) == hash(F(10 ** 400 + 1, 2)), hash(F(2 ** 61 - 1, 3)), hash(F(3, 2 ** 61 - 1)))
print(F(5e-324), F(1.7976931348623157e308).denominator, len(str(F(1.7976931348623157e308))))
conversions = [F(2 ** 1100, 2 ** 76), F(-(2 ** 1023) * 3, 2), tiny, F(2 ** 1024 - 2 ** 970, 1),
               F(2 ** 1024 - 2 ** 971, 1), F(1, 2 ** 1074), F(1, 3 * 2 ** 1074), F(2, 3 * 2 ** 1074), big]
for q in conversions:
    try:
        print(float(q))
    except OverflowError as e:
        print(type(e).__name__, e)
print(int(big) % 1000, F(2) ** 5000 > big, (big ** 3).denominator)
