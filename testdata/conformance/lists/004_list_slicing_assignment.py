xs = list(range(10))
xs[2:5] = ["a", "b"]
print(xs)
xs[::3] = [None] * len(xs[::3])
print(xs)
xs[1:1] = [100, 200]
print(xs)
del xs[::2]
print(xs)
xs[:] = "abc"
print(xs)
try:
    xs[::2] = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
