grid = [[1, 2, 3], [4, 99, 6], [7, 8, 9]]
found = None
for r, row in enumerate(grid):
    for c, v in enumerate(row):
        if v == 99:
            found = (r, c)
            break
    if found:
        break
print("found at", found)
def search(target):
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v == target:
                return r, c
    return None
print(search(8), search(100))
count = 0
for i in range(5):
    for j in range(5):
        if j > i:
            break
        if (i + j) % 2:
            continue
        count += 1
print("count", count)
