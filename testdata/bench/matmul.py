# bench: cpu
# Matrix multiplication over nested lists: indexing in triple loops, plus a
# transpose by zip and a comprehension version.


def make(n, seed):
    rows = []
    x = seed
    for i in range(n):
        row = []
        for j in range(n):
            x = (x * 1103515245 + 12345) % 2147483648
            row.append((x % 1000) / 100.0)
        rows.append(row)
    return rows


def matmul_loops(a, b):
    n, m, p = len(a), len(b), len(b[0])
    c = [[0.0] * p for _ in range(n)]
    for i in range(n):
        ai = a[i]
        ci = c[i]
        for k in range(m):
            aik = ai[k]
            bk = b[k]
            for j in range(p):
                ci[j] += aik * bk[j]
    return c


def matmul_zip(a, b):
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


a = make(165, 1)
b = make(165, 2)
c1 = matmul_loops(a, b)
c2 = matmul_zip(a, b)
trace = sum(c1[i][i] for i in range(len(c1)))
diff = max(abs(c1[i][j] - c2[i][j]) for i in range(len(c1)) for j in range(len(c1)))
print(f"{trace:.6f} {diff < 1e-6}")
print(f"{c1[0][0]:.6f} {c1[-1][-1]:.6f}")
