from itertools import product

print(list(product("AB", repeat=2)))
print(list(product(range(2), "xy")))
print(len(list(product(range(3), repeat=4))))
print(list(product([1, 2], repeat=0)))
print(list(product()))
print(list(product(repeat=3)))
print(list(product([1, 2], [])))
print(list(product([], repeat=0)))
print(list(product("ab", [0, 1], [True])))
print(list(product(*[[0, 1]] * 3))[:4])
grid = {"lr": [0.1, 0.01], "depth": [2, 4], "act": ["relu"]}
for combo in product(*grid.values()):
    print(dict(zip(grid.keys(), combo)))
p = product("ab", "cd")
print(next(p), next(p), list(p), list(p))
print(sum(1 for _ in product(range(10), range(10), range(10))))
print(list(product(iter([1, 2]), repeat=2)))
