import cmath
class C:
    def __complex__(self): return 3 + 4j
class F:
    def __float__(self): return 2.25
class I:
    def __index__(self): return 9
class Bad:
    def __complex__(self): return 5
print(cmath.sqrt(C()), cmath.sqrt(F()), cmath.sqrt(I()), cmath.sqrt(True), cmath.sqrt(10**20), cmath.phase(C()), cmath.polar(F()))
print(cmath.rect(I(), 0), cmath.rect(True, 0.5), cmath.exp(2), cmath.log(8, I()))
class MyComplex(complex):
    pass
print(cmath.sqrt(MyComplex(-4)), cmath.isfinite(MyComplex(1, 2)))
for f, arg in [(cmath.sqrt, "x"), (cmath.exp, None), (cmath.sqrt, Bad()), (cmath.log, [1]), (cmath.sqrt, 10**400)]:
    try:
        f(arg)
    except (TypeError, OverflowError) as e:
        print(f.__name__, type(e).__name__, e)
try:
    cmath.rect(1j, 1)
except TypeError as e:
    print("rect TypeError", e)
