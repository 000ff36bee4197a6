def spiral(m):
    out = []
    while m:
        out += m[0]
        m = [list(r) for r in zip(*m[1:])][::-1]
    return out

def rotate(m):
    return [list(r) for r in zip(*m[::-1])]

grid = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
print(spiral(grid))
r = rotate(grid)
for row in r:
    print(" ".join(f"{v:2}" for v in row))
print(rotate(rotate(rotate(rotate(grid)))) == grid)
