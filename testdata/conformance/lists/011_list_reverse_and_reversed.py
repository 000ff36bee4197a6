xs = [1, 2, 3, 4]
r = reversed(xs)
print(type(r).__name__, list(r), list(r))
xs.reverse()
print(xs, xs[::-1])
print(list(reversed(range(5))), list(reversed("abc")), list(reversed((1, 2))))
for i in reversed(range(len(xs))):
    print(i, xs[i], end="; ")
print()
