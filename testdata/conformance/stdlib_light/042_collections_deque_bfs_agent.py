from collections import deque

maze = [
    "S.#.....",
    ".##.###.",
    "....#...",
    "##.##.#.",
    "......#E",
]
rows, cols = len(maze), len(maze[0])
start = next((r, c) for r in range(rows) for c in range(cols) if maze[r][c] == "S")
queue = deque([(start, 0)])
seen = {start}
prev = {}
while queue:
    (r, c), d = queue.popleft()
    if maze[r][c] == "E":
        print("reached E in", d, "steps")
        end = (r, c)
        break
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and maze[nr][nc] != "#" and (nr, nc) not in seen:
            seen.add((nr, nc))
            prev[(nr, nc)] = (r, c)
            queue.append(((nr, nc), d + 1))
path = [end]
while path[-1] != start:
    path.append(prev[path[-1]])
grid = [list(row) for row in maze]
for r, c in path[1:-1]:
    grid[r][c] = "*"
print("\n".join("".join(row) for row in grid))
