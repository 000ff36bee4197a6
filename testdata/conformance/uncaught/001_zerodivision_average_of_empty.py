def average(values):
    return sum(values) / len(values)

batches = {"a": [3, 4, 5], "b": [10], "c": []}
for name, values in batches.items():
    print(name, average(values))
