# bench: cpu
# N-queens by backtracking over sets: recursion, set membership, add/remove.


def solve(n):
    cols = set()
    diag1 = set()
    diag2 = set()
    count = 0
    first = None
    board = []

    def place(row):
        nonlocal count, first
        if row == n:
            count += 1
            if first is None:
                first = tuple(board)
            return
        for col in range(n):
            if col in cols or (row + col) in diag1 or (row - col) in diag2:
                continue
            cols.add(col)
            diag1.add(row + col)
            diag2.add(row - col)
            board.append(col)
            place(row + 1)
            board.pop()
            cols.remove(col)
            diag1.remove(row + col)
            diag2.remove(row - col)

    place(0)
    return count, first


for n in (6, 7, 8, 9, 10, 11, 11):
    count, first = solve(n)
    print(n, count, first)
