a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union([10]), a.intersection(range(3)), a.difference({1}), a.symmetric_difference({5, 6}))
print({1, 2} <= a, {1, 2} < {1, 2}, a >= {5}, a.isdisjoint({8, 9}), a.issubset(range(10)))
print(len(a), 3 in a, 9 not in a)
print(sorted(a | b, reverse=True))
