import math
for x in [0.0, -0.0, 1e-20, 0.1, 0.5, 1.0, -2.0, 5.0, 20.0, 22.5, -30.0, 300.0, 709.0, 710.0]:
    print(x, math.sinh(x), math.cosh(x), math.tanh(x))
for x in [0.0, 0.5, -1.5, 3.0, 1e10, 1e300, -1e-10]:
    print(x, math.asinh(x))
for x in [1.0, 1.5, 2.0, 10.0, 1e10, 1e300]:
    print(x, math.acosh(x))
for x in [0.0, 0.1, -0.5, 0.9, 0.999999, -0.3]:
    print(x, math.atanh(x))
for f, x in [(math.sinh, 711.0), (math.cosh, -711.0), (math.acosh, 0.99), (math.atanh, 1.0), (math.atanh, -1.5)]:
    try:
        print(f(x))
    except (ValueError, OverflowError) as e:
        print(f.__name__, x, type(e).__name__, e)
print(math.tanh(math.inf), math.sinh(-math.inf), math.cosh(-math.inf), math.asinh(-math.inf))
