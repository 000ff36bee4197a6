def count_paths(grid):
    rows, cols = len(grid), len(grid[0])
    memo = {}
    def go(r, c):
        if r >= rows or c >= cols or grid[r][c] == "#":
            return 0
        if (r, c) == (rows - 1, cols - 1):
            return 1
        if (r, c) not in memo:
            memo[(r, c)] = go(r + 1, c) + go(r, c + 1)
        return memo[(r, c)]
    return go(0, 0), len(memo)

maps = [
    ["...", "...", "..."],
    ["..#.", "....", ".#..", "...."],
    [".#", "#."],
    ["." * 12] * 12,
]
for g in maps:
    paths, states = count_paths(g)
    print(f"{len(g)}x{len(g[0])} paths={paths} memo_entries={states}")
