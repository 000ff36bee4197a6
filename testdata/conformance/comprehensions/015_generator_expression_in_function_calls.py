data = [("a", 3), ("b", 1), ("c", 2)]
print(sorted(k for k, _ in data))
print(dict((k, v * v) for k, v in data))
print(max((v, k) for k, v in data))
print("-".join(k * v for k, v in data))
print(sum(v for _, v in data) / len(data))
print(list(zip((k for k, _ in data), (v for _, v in data))))
print(set(v % 2 for _, v in data), frozenset(v for _, v in data))
