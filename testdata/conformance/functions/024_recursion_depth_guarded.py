def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)

print(depth(500))
def sum_list(xs):
    if not xs:
        return 0
    return xs[0] + sum_list(xs[1:])
print(sum_list(list(range(300))))
def flatten(x):
    return [y for item in x for y in flatten(item)] if isinstance(x, list) else [x]
nested = 1
for i in range(200):
    nested = [nested, i]
print(len(flatten(nested)), flatten(nested)[:5])
