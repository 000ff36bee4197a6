words = ["Alpha", "beta", "Gamma", "delta", "EPSILON"]
loop_result = []
for w in words:
    if w[0].isupper():
        loop_result.append(w.lower())
comp_result = [w.lower() for w in words if w[0].isupper()]
print(loop_result, comp_result, loop_result == comp_result)
pairs_loop = []
for i in range(3):
    for j in range(3):
        if i != j:
            pairs_loop.append((i, j))
print(pairs_loop == [(i, j) for i in range(3) for j in range(3) if i != j], len(pairs_loop))
print(list(map(str.lower, filter(lambda w: w[0].isupper(), words))))
