print(sum([1, 2, 3]), sum([], 10), sum([0.1] * 3), sum([[1], [2]], []), sum(range(101)))
print(sum([1.5, 2], start=0.5), sum((True, True, False)))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
print(any([]), all([]), any([0, "", None]), all([1, "x", [0]]))
print(any(x > 2 for x in [1, 2, 3]), all(x.isalpha() for x in "abc1"))
