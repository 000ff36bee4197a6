import math
for n in [0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 2**52, 2**53 + 1, 2**62, 2**63 - 1, 2**64, 10**30, 10**30 + 1, 3**200, True]:
    r = math.isqrt(n)
    print(n, r, r * r <= n < (r + 1) ** 2)
for k in range(1, 60):
    n = (1 << k) - 1
    r = math.isqrt(n)
    assert r * r <= n < (r + 1) ** 2
    n = (1 << (2 * k)) - 1
    assert math.isqrt(n) == (1 << k) - 1
print("ok")
for bad in [-1, 4.0, "4"]:
    try:
        math.isqrt(bad)
    except (ValueError, TypeError) as e:
        print(repr(bad), type(e).__name__, e)
