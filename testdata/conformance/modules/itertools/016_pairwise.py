from itertools import pairwise

print(list(pairwise("ABCDE")))
print(list(pairwise("A")))
print(list(pairwise([])))
print(list(pairwise(range(4))))
pts = [(0, 0), (3, 4), (3, 0)]
print(sum(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 for (x1, y1), (x2, y2) in pairwise(pts)))
temps = [20, 22, 21, 25, 25]
print([b - a for a, b in pairwise(temps)])
print(all(a <= b for a, b in pairwise([1, 2, 2, 5])), all(a <= b for a, b in pairwise([3, 1])))
it = iter([1, 2, 3])
p = pairwise(it)
print(next(p), list(it), list(p))
for call in [lambda: pairwise(), lambda: pairwise(1), lambda: pairwise([1], [2]),
             lambda: pairwise(iterable=[1])]:
    try:
        call()
    except TypeError as e:
        print(e)
print(type(pairwise("ab")).__name__)
