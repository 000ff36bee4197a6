from collections import deque

grid = [
    "S.#.....",
    ".##.###.",
    "....#...",
    ".##...#E",
]
rows, cols = len(grid), len(grid[0])
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == 'S')
queue = deque([(start, 0)])
seen = {start}
order = []
while queue:
    (r, c), dist = queue.popleft()
    order.append((r, c))
    if grid[r][c] == 'E':
        print('found E at', (r, c), 'distance', dist)
        break
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != '#' and (nr, nc) not in seen:
            seen.add((nr, nc))
            queue.append(((nr, nc), dist + 1))
print(order[:10], len(order), len(queue))

# A round-robin scheduler.
tasks = deque([('a', 3), ('b', 1), ('c', 2)])
trace = []
while tasks:
    name, left = tasks.popleft()
    trace.append(name)
    if left > 1:
        tasks.append((name, left - 1))
print(''.join(trace))

# Large volume through both ends.
big = deque()
for i in range(10000):
    big.append(i)
    if i % 3 == 0:
        big.appendleft(-i)
total = 0
while len(big) > 10:
    total += big.pop() - big.popleft()
print(total, list(big))
