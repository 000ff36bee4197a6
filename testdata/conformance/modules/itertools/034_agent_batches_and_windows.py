from collections import deque
from itertools import islice, chain, zip_longest, accumulate, count, takewhile, product


def batched(iterable, n):
    it = iter(iterable)
    while batch := tuple(islice(it, n)):
        yield batch


def windows(iterable, n):
    it = iter(iterable)
    win = deque(islice(it, n - 1), maxlen=n)
    for x in it:
        win.append(x)
        yield tuple(win)


tasks = [f"task{i}" for i in range(7)]
for i, batch in enumerate(batched(tasks, 3)):
    print(i, batch)
print(list(windows(range(6), 3)))
print(list(chain.from_iterable(batched("abcdefg", 2))))
matrix = [[1, 2, 3], [4, 5], [6]]
print([list(col) for col in zip_longest(*matrix, fillvalue=0)])
budget = 20
costs = [4, 7, 3, 9, 2]
spent = list(takewhile(lambda c: c <= budget, accumulate(costs)))
print(spent, len(spent))
ids = (f"id-{n:03d}" for n in count(1))
print([next(ids) for _ in range(3)])
moves = ["".join(p) for p in product("UD", "LR")]
print(moves)
