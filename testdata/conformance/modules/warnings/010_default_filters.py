import warnings
for f in warnings.filters:
    print(f[0], f[1], f[2].__name__, f[3], f[4])
print(warnings.defaultaction)
