import math

print(math.pi, math.e, math.tau, math.inf, -math.inf)
print(math.sqrt(16), math.sqrt(2), math.isqrt(17), math.cbrt(27))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.floor(7), type(math.floor(2.5)).__name__)
print(math.factorial(20), math.comb(10, 3), math.perm(5, 2), math.gcd(84, 36, 60), math.lcm(4, 6, 10))
print(math.log(math.e), math.log(8, 2), math.log10(1000), math.log2(1024), math.exp(0))
print(math.isclose(0.1 + 0.2, 0.3), math.isnan(float("nan")), math.isinf(1e400), math.isfinite(1.0))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]))
print(math.copysign(3, -0.0), math.fabs(-4), math.fmod(-7, 3), -7 % 3, math.remainder(7, 4))
