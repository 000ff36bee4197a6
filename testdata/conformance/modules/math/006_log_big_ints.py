import math
for n in [2**10, 10**20, 2**1023, 2**1024, 10**400, 3**2000, 2**5000 + 1, 7**10000]:
    print(math.log(n), math.log2(n), math.log10(n), math.log(n, 10), math.log(n, 2))
print(math.log10(10**300), math.log10(10**308), math.log10(10**309), math.log2(2**2000))
print(math.log(True), math.log(10**100, 10**10))
for bad in [0, -1, -10**400, 0.0, -1.5]:
    try:
        math.log(bad)
    except ValueError as e:
        print(bad, "ValueError", e)
try:
    math.log(10, 1)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    math.log2(-(10**500))
except ValueError as e:
    print("ValueError", e)
