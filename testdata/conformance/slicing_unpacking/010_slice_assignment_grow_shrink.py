xs = [1, 2, 3, 4, 5]
xs[1:3] = [20, 30, 31, 32]
print(xs, len(xs))
xs[1:5] = []
print(xs)
xs[len(xs):] = [6, 7]
print(xs)
xs[:0] = [-1, 0]
print(xs)
xs[-1:] = "xy"
print(xs)
xs[2:4] = range(3)
print(xs)
