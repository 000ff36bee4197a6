def batched(iterable, size):
    batch = []
    for item in iterable:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch

for b in batched(range(11), 4):
    print(b)
print(list(batched("abcdefg", 3)))
print(list(batched([], 2)))
