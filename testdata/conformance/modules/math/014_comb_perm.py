import math
for n, k in [(5, 2), (10, 0), (10, 10), (10, 11), (0, 0), (52, 5), (100, 50), (67, 33), (68, 34), (1000, 3), (1000, 997), (10**6, 2), (2**40, 3)]:
    print(n, k, math.comb(n, k), math.perm(n, k))
print(math.perm(5), math.perm(5, None), math.perm(0), math.comb(10**20, 2), math.perm(10**20, 2))
print(math.comb(300, 150) % 1000000007, len(str(math.comb(5000, 2500))))
print(sum(math.comb(20, k) for k in range(21)) == 2**20)
print(math.comb(2**64 + 5, 3), math.perm(2**64 + 5, 2), math.comb(2**64 + 5, 2**64 + 3))
for a in [(-1, 2), (2, -1), (5.0, 2), (5, 2.0), ("5", 1)]:
    for f in (math.comb, math.perm):
        try:
            f(*a)
        except (ValueError, TypeError) as e:
            print(f.__name__, a, type(e).__name__, e)
for a in [(), (1, 2, 3)]:
    for f in (math.comb, math.perm):
        try:
            f(*a)
        except TypeError as e:
            print(f.__name__, type(e).__name__, e)
try:
    math.comb(10**30, 10**29)
except OverflowError as e:
    print("OverflowError", e)
try:
    math.perm(2**64, 2**63)
except OverflowError as e:
    print("OverflowError", e)
