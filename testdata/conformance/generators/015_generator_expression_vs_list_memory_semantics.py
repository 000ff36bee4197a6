data = [1, 2, 3]
gen = (x * 2 for x in data)
data.append(4)
print(list(gen))
data = [1, 2, 3]
gen = (x * 2 for x in data)
data = [100]
print(list(gen))
lst = [x * 2 for x in data]
print(lst)
g = (x for x in range(3))
print(3 in g, list(g))
g = (x for x in range(5))
print(2 in g, list(g))
