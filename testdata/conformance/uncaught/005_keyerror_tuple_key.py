grid = {(x, y): x * y for x in range(3) for y in range(3)}
print(len(grid), grid[(2, 2)])
path = [(0, 0), (1, 2), (2, 3)]
for p in path:
    print(p, grid[p])
