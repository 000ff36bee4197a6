counts = {}
for word in "a bb a ccc bb a".split():
    counts[len(word)] = counts.get(len(word), 0) + 1
print(counts)
print(counts[1], counts[2], counts[3])
print(counts[4])
