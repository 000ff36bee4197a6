import math
for x in [0, 1, -1, 0.5, 2, 10, -10, 100, 700, 709.78, -700, -745, -746, 1e-10, -1e-10]:
    print(x, math.exp(x), math.expm1(x), math.exp2(x / 2))
for x in [1, 2, 10, 0.5, 1e-300, 5e-324, 1e300, 123.456, 2.718281828459045, 1024, 0.1]:
    print(x, math.log(x), math.log2(x), math.log10(x), math.log1p(x))
print(math.log(100, 10), math.log(8, 2), math.log(81, 3), math.log(2, 0.5), math.log(1, 7))
print(math.log1p(-0.5), math.log1p(1e-20), math.log1p(-0.0), math.expm1(1e-20))
print(math.exp(-1000), math.exp2(-1100), math.exp(math.inf), math.exp(-math.inf))
