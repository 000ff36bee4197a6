import math
print(math.gcd(), math.gcd(0), math.gcd(-7), math.gcd(12, 18), math.gcd(-12, 18), math.gcd(0, 0), math.gcd(12, 18, 27, 30))
print(math.lcm(), math.lcm(0), math.lcm(-7), math.lcm(4, 6), math.lcm(-4, 6), math.lcm(0, 5), math.lcm(2, 3, 4, 5, 6))
print(math.gcd(2**100, 6**50), math.lcm(2**64, 3**40), math.gcd(-(2**63), 2**62), math.gcd(True, 4))
print(math.lcm(*range(1, 30)), math.gcd(*[x * 17 for x in range(1, 20)]))
for bad in [(1.0, 2), (1, "2"), (None,)]:
    for f in (math.gcd, math.lcm):
        try:
            f(*bad)
        except TypeError as e:
            print(f.__name__, type(e).__name__, e)
