import math
for x in [2.5, -2.5, 0.0, -0.0, 1e20, -1e20, 3.999999999, -0.1, 7, -7, True, 2**100]:
    print(repr(x), math.floor(x), math.ceil(x), math.trunc(x), type(math.floor(x)).__name__)
for f in (math.floor, math.ceil, math.trunc):
    for bad in [math.inf, -math.inf, math.nan]:
        try:
            f(bad)
        except (ValueError, OverflowError) as e:
            print(f.__name__, bad, type(e).__name__, e)
class Num:
    def __floor__(self): return "floor!"
    def __ceil__(self): return "ceil!"
    def __trunc__(self): return "trunc!"
class F:
    def __float__(self): return 2.75
print(math.floor(Num()), math.ceil(Num()), math.trunc(Num()))
print(math.floor(F()), math.ceil(F()))
try:
    math.trunc(F())
except TypeError as e:
    print("TypeError", e)
class Half:
    def __init__(self, n): self.n = n
    def __floor__(self): return self.n // 2
    def __ceil__(self): return -(-self.n // 2)
    def __trunc__(self): return int(self.n / 2)
print(math.floor(Half(7)), math.ceil(Half(-7)), math.trunc(Half(-7)))
