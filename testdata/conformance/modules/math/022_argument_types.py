import math
class Idx:
    def __index__(self): return 7
class Flt:
    def __float__(self): return 2.25
class Both:
    def __float__(self): return 1.5
    def __index__(self): return 9
class BadFloat:
    def __float__(self): return "no"
print(math.sqrt(Idx()), math.sqrt(Flt()), math.sqrt(Both()), math.exp(True), math.factorial(Idx()), math.comb(Idx(), 2))
print(math.sqrt(10**300), math.gcd(Idx(), 21), math.isqrt(Idx()), math.ldexp(Flt(), 2))
class Ratio:
    def __init__(self, n, d): self.n, self.d = n, d
    def __float__(self): return self.n / self.d
    def __floor__(self): return self.n // self.d
print(math.sqrt(Ratio(9, 4)), math.sin(Ratio(1, 2)), math.floor(Ratio(5, 2)), math.log(Ratio(1, 8), 2))
for f, arg in [(math.sqrt, "4"), (math.sin, None), (math.exp, [1]), (math.sqrt, BadFloat()), (math.sqrt, 10**400), (math.cos, 1j), (math.factorial, Flt())]:
    try:
        f(arg)
    except (TypeError, OverflowError) as e:
        print(f.__name__, type(e).__name__, e)
class MyFloat(float):
    pass
class MyInt(int):
    pass
print(math.floor(MyFloat(2.5)), math.sqrt(MyInt(16)), math.factorial(MyInt(5)), math.trunc(MyFloat(-3.7)))
