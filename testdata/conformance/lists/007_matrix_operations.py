A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
T = [list(row) for row in zip(*A)]
print("transpose", T)
C = [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
print("product", C)
I = [[int(i == j) for j in range(3)] for i in range(3)]
print("identity", I)
flat = [x for row in A for x in row]
print("flat", flat, "sum", sum(flat))
for row in C:
    print(" ".join(f"{v:5d}" for v in row))
