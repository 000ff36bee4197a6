# Found by difffuzz (seed 1 index 39, minimized): a set display of three or
# more constants iterates in CPython's order, which builds it from a
# frozenset constant; the same items through set() iterate differently.
v19, v20 = divmod(((-7) + (4294967296 ^ 0o17)), 10)
v76 = (v20 // (abs(max([], default=-1)) + 1))
print(({v76 for c93 in ['aaa', 'a,b,,c']} ^ {5, 2, 0, 13}), ((-1, 0, 7) + (v19, v20)))
print({0, 13, 5}, set([0, 13, 5]))
print({5, 2, 0, 13}, set([5, 2, 0, 13]))
print({-3, 11, 5, 15}, set([-3, 11, 5, 15]), {13, 5})
print(set([5, 2, 0, 13]) & {0, 13, 5})
