a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
xs = [10, 20, 30]
xs[0], xs[2] = xs[2], xs[0]
print(xs)
i = 0
i, xs[i] = 2, 99
print(i, xs)
x = y = z = []
x.append(1)
print(x, y, z, x is z)
m, n = n, m = 5, 6
print(m, n)
