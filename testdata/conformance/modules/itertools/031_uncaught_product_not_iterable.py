from itertools import product

print(list(product("ab", [1])))
for combo in product("ab", 5):
    print(combo)
