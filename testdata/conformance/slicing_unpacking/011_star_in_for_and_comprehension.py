rows = [(1, 2, 3), (4, 5, 6, 7), (8,)]
for first, *rest in rows:
    print(first, rest, sum(rest))
print([last for *_, last in rows])
print([(a, b) for a, b, *_ in [(1, 2, 3), (4, 5)]])
pairs = {"a": (1, 2), "b": (3, 4)}
print({k: x + y for k, (x, y) in pairs.items()})
