grid = [[r * 5 + c for c in range(5)] for r in range(5)]
for row in grid:
    print(" ".join(f"{v:2}" for v in row))
print([row[1:4] for row in grid[1:4]])
print([grid[i][i] for i in range(5)], [grid[i][-1 - i] for i in range(5)])
print([row[2] for row in grid])
print(grid[::2][1][::2])
