items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
         ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40)]
CAP = 200
best = [[0] * (CAP + 1) for _ in range(len(items) + 1)]
for i, (_, w, v) in enumerate(items, 1):
    for c in range(CAP + 1):
        best[i][c] = best[i - 1][c]
        if w <= c and best[i - 1][c - w] + v > best[i][c]:
            best[i][c] = best[i - 1][c - w] + v
chosen, c = [], CAP
for i in range(len(items), 0, -1):
    if best[i][c] != best[i - 1][c]:
        name, w, v = items[i - 1]
        chosen.append(name)
        c -= w
print("value:", best[-1][CAP])
print("items:", sorted(chosen))
print("weight:", sum(w for n, w, v in items if n in chosen))
