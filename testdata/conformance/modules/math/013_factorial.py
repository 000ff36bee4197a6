import math
for n in [0, 1, 2, 5, 10, 20, 21, 25, 50, 100, True]:
    print(n, math.factorial(n))
f = math.factorial(1000)
print(len(str(f)), f % (10**9 + 7), str(f)[:30])
print(math.factorial(3000) == math.prod(range(1, 3001)))
for bad in [-1, -10**30, 5.0, "5", 2.5, None]:
    try:
        math.factorial(bad)
    except (ValueError, TypeError) as e:
        print(repr(bad), type(e).__name__, e)
try:
    math.factorial(2**63)
except OverflowError as e:
    print("OverflowError", e)
