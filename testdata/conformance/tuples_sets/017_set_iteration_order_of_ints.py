s = {100, 3, -1, 64, 7, 1000, 2, 33}
print(s)
print(list(s) == sorted(s), len(s))
s.add(8)
s.discard(100)
print(s)
print({x % 10 for x in range(95, 105)})
print(set(range(20, 0, -3)))
print({-5, -1, 0, 1, 5}, frozenset({16, 8, 0, 32}))
