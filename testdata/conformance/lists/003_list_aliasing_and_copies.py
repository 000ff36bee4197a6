a = [1, [2, 3]]
b = a
c = a[:]
d = list(a)
b.append(4)
c[1].append(99)
print(a, b, c, d)
print(a is b, a is c, a[1] is c[1])
grid = [[0] * 3] * 3
grid[0][0] = 1
print(grid)
grid = [[0] * 3 for _ in range(3)]
grid[0][0] = 1
print(grid)
