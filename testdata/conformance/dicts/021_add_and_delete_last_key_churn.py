d = {}
for i in range(100000):
    d[i] = i
    d.popitem()
print(len(d), 5 in d)
d = {"a": 1}
for i in range(100000):
    d[str(i)] = i
    del d[str(i)]
print(d, "zz" in d)
