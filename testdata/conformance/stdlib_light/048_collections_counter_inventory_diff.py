from collections import Counter

expected = Counter({"bolt": 10, "nut": 10, "washer": 5})
scanned = Counter(["bolt"] * 8 + ["nut"] * 12 + ["gear"])
print("missing:", dict(expected - scanned))
print("extra:", dict(scanned - expected))
print("combined:", dict(expected + scanned))
print("same items:", sorted((expected & scanned).elements())[:3], (expected & scanned).total())
print(scanned.most_common(1), sorted(scanned))
