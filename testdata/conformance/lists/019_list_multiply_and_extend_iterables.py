xs = []
xs.extend(range(3))
xs.extend("ab")
xs.extend({"k": 1})
xs.extend((x * x for x in range(3)))
print(xs)
print([0] * 0, [1, 2] * -1, [None] * 3)
xs[len(xs):] = [99]
print(xs[-2:])
print(list(map(lambda p: p * 2, [1, "a", [0]])))
