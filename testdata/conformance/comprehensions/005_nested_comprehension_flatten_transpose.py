matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]]
print([v for row in matrix for v in row])
print([[row[i] for row in matrix] for i in range(3)])
print([v for row in matrix if sum(row) > 10 for v in row if v % 2])
print([[v * 2 for v in row] for row in matrix[::2]])
print(sum(sum(row) for row in matrix), max(max(r) for r in matrix))
