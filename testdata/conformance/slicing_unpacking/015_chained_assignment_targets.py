a = b = c = 7
print(a, b, c)
x = [0, 0, 0]
i = x[i] = 2
print(i, x)
d = {}
d["a"] = d["b"] = []
d["a"].append(1)
print(d)
p, q = r = (1, 2)
print(p, q, r)
