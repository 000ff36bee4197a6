groups = {"a": [3, 9, 2], "b": [7], "c": []}
for name, values in groups.items():
    print(name, "max =", max(values))
