import math
# Many arguments per function: agents print full reprs of these results.
acc = []
for i in range(1, 400):
    x = i * 0.0173 - 2.9
    acc.append((math.exp(x), math.log(abs(x) + 0.01), math.log2(i), math.log10(i * 0.37), math.pow(1.0001 + i / 1000, x),
                math.sinh(x), math.cosh(x), math.tanh(x), math.expm1(x / 7), math.log1p(i / 300), math.erf(x), math.erfc(x),
                math.atanh(x / 5), math.asinh(x), math.acosh(1 + i), math.cbrt(x), math.gamma(i / 37 + 0.01), math.lgamma(i / 11 + 0.5),
                math.exp2(x * 3), math.hypot(x, i)))
for row in acc[::7]:
    print(" ".join(repr(v) for v in row))
print(sum(math.fsum(row) for row in acc))
