prices = {"apple": 0.5, "melon": 3.0, "grape": 2.25, "fig": 1.1}
print({k: round(v * 1.2, 2) for k, v in prices.items()})
print({v: k for k, v in prices.items()})
print({k: v for k, v in prices.items() if v > 1})
print({k.upper(): len(k) for k in prices})
matrix = {(i, j): i * j for i in range(3) for j in range(3) if i <= j}
print(matrix)
