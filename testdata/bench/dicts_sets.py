# bench: cpu
# Dict and set work: building, lookups, get/setdefault, updates, set
# algebra, and results printed in sorted order (set order is not stable
# across interpreters for strings).

N = 150000
squares = {i: i * i for i in range(N)}
total = 0
for i in range(0, 2 * N, 3):
    total += squares.get(i, -1)
print(total)

groups = {}
for i in range(N):
    groups.setdefault(i % 97, []).append(i)
print(len(groups), sum(len(v) for v in groups.values()), groups[5][:5])

words = {}
for i in range(N):
    key = "k" + str(i % 5003)
    words[key] = words.get(key, 0) + i
print(len(words), words["k17"], max(words.values()))

evens = {i for i in range(0, N, 2)}
threes = {i for i in range(0, N, 3)}
both = evens & threes
either = evens | threes
only = evens - threes
sym = evens ^ threes
print(len(both), len(either), len(only), len(sym), min(sym), max(both))

names = {f"name{i % 1013}" for i in range(N)}
print(len(names), sorted(names)[:3])

merged = dict(squares)
merged.update({i: -i for i in range(0, N, 7)})
deleted = 0
for k in list(merged):
    if k % 11 == 0:
        del merged[k]
        deleted += 1
print(len(merged), deleted, sum(merged.values()) % 1000003)
inv = {v: k for k, v in words.items()}
print(len(inv), sorted(inv.items())[:2])
