import itertools as it

print(list(it.permutations("abc", 2)))
print(list(it.combinations(range(5), 3)))
print(list(it.combinations_with_replacement("xy", 3)))
print(list(it.product("ab", [0, 1])))
print(len(list(it.product(range(3), repeat=4))))
print(["".join(p) for p in it.permutations("dog")])
