nums = [5, 3, 5, 1, 3, 8, 1]
print({n % 4 for n in nums})
print(sorted({n * n for n in nums}))
seen = set()
ordered = []
for n in nums:
    if n not in seen:
        seen.add(n)
        ordered.append(n)
print(ordered)
print(set(range(5)) == {0, 1, 2, 3, 4}, set() == frozenset())
print({1, 2, 3} == {3, 2, 1}, {1.0, 1, True})
