names = ["ann", "bob", "cyd"]
scores = [88, 92, 79]
for rank, (name, score) in enumerate(sorted(zip(names, scores), key=lambda p: -p[1]), start=1):
    print(rank, name, score)
pairs = list(zip(names, scores, "xyz"))
print(pairs)
unzipped = list(zip(*pairs))
print(unzipped)
print(dict(zip(names, scores)))
print(list(zip([1, 2, 3], "ab")))
