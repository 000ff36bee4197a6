grid = {}
for r in range(3):
    for c in range(4):
        grid[(r, c)] = r * 4 + c
print(grid[(1, 2)], grid[2, 3], len(grid))
neighbors = lambda r, c: [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if (r + dr, c + dc) in grid]
print(neighbors(0, 0), neighbors(1, 1))
print(sum(grid[p] for p in neighbors(1, 1)))
print(sorted(k for k, v in grid.items() if v % 5 == 0))
