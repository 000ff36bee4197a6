from collections import defaultdict

groups = defaultdict(list)
for name, team in [("ann", "red"), ("bob", "blue"), ("cyd", "red"), ("dee", "green")]:
    groups[team].append(name)
print(dict(groups))
print(groups["nobody"], len(groups))
counts = defaultdict(int)
for ch in "hello world":
    counts[ch] += 1
print(sorted(counts.items()))
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
print(t["a"]["b"]["c"], list(t["a"]))
print(repr(defaultdict(int, {"x": 1})))
