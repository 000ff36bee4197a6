import math

def is_prime(n):
    if n < 2:
        return False
    for p in range(2, math.isqrt(n) + 1):
        if n % p == 0:
            return False
    return True

print([n for n in range(60) if is_prime(n)])
print(math.ceil(10 / 3), math.floor(-10 / 3), -(-10 // 3), math.ceil(1e15 + 0.5))
compound = 1000 * math.pow(1 + 0.05 / 12, 12 * 10)
print(round(compound, 2), compound, 1000 * math.exp(0.05 * 10))
print(math.log(2) / math.log(1.07), math.ceil(math.log(2) / math.log(1.07)))
print(sum(1 / math.factorial(k) for k in range(20)), math.e)
print(math.sqrt(sum(x * x for x in [3, 4, 12])), math.hypot(3, 4, 12))
print(math.gcd(1071, 462), math.lcm(21, 6), math.prod([1.1, 2.2, 3.3]))
print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3, math.isclose(sum([0.1] * 10), 1.0))
vals = [math.sin(i) * math.exp(-i / 10) for i in range(50)]
print(max(vals), min(vals), math.fsum(vals))
print([math.trunc(x) for x in (-2.5, 2.5)], [round(math.log10(x), 6) for x in (1, 10, 1234, 0.001)])
print(math.pi * 2 ** 2, round(math.pi, 4), f"{math.pi:.10f}", f"{math.e:e}")
