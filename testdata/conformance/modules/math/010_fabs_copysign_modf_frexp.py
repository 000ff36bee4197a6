import math
for x in [0.0, -0.0, 1.5, -1.5, -3, 10**20, math.inf, -math.inf, math.nan]:
    print(repr(x), math.fabs(x), math.modf(x), math.frexp(x))
print(math.copysign(1, -0.0), math.copysign(-3, 2), math.copysign(math.inf, -1), math.copysign(0.0, -1))
print(math.copysign(math.nan, -1), math.copysign(2, math.nan))
for m, e in [(0.5, 1), (0.75, -1074), (1.0, 1023), (1.0, 1024), (3, -2), (0.0, 10**30), (1.0, -10**30), (-1.0, 10)]:
    try:
        print(m, e, math.ldexp(m, e))
    except OverflowError as err:
        print(m, e, "OverflowError", err)
try:
    math.ldexp(1.0, 2.0)
except TypeError as e:
    print("TypeError", e)
m, e = math.frexp(123.456)
print(m, e, math.ldexp(m, e))
print(math.frexp(5e-324), math.frexp(1e308), math.frexp(-0.0))
