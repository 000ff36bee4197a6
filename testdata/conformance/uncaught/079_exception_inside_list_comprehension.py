data = {"a": 1, "b": 2}
keys = ["a", "b", "c"]
print([data[k] for k in keys[:2]])
print([data[k] * 10 for k in keys])
