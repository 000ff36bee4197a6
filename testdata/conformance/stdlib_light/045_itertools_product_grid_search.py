from itertools import product

def score(lr, depth, reg):
    return round(1 - abs(lr - 0.1) * 2 - abs(depth - 6) * 0.03 - reg * 0.5, 4)

grid = {"lr": [0.01, 0.1, 0.3], "depth": [4, 6, 8], "reg": [0.0, 0.1]}
results = []
for lr, depth, reg in product(*grid.values()):
    results.append((score(lr, depth, reg), lr, depth, reg))
results.sort(reverse=True)
for r in results[:3]:
    print(r)
print(len(results), "combinations; worst:", results[-1])
