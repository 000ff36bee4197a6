import math
for x in [0.5, 1, 2, 3, 4.5, 10, 23, 24, 30.5, 100.1, 171.5, -0.5, -1.5, -2.5, 1e-10, -1e-10, 1e-30, 0.001]:
    print(x, math.gamma(x), math.lgamma(x))
for x in [2000, 1e300, -2.5e10 - 0.5]:
    print(x, math.lgamma(x))
for x in [0.0, 0.1, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0, 6.0, 10.0, 27.0, 30.0, -0.3, -1.0, -4.0, -7.0]:
    print(x, math.erf(x), math.erfc(x))
for f, x in [(math.gamma, 0), (math.gamma, -1), (math.gamma, -2.0), (math.gamma, 172), (math.gamma, -math.inf), (math.lgamma, 0), (math.lgamma, -3), (math.gamma, 5e-324)]:
    try:
        print(f(x))
    except (ValueError, OverflowError) as e:
        print(f.__name__, x, type(e).__name__, e)
print(math.gamma(math.inf), math.lgamma(-math.inf), math.gamma(-250.5), math.erf(math.inf), math.erfc(-math.inf), math.erf(math.nan))
