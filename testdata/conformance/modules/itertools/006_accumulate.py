import operator
from itertools import accumulate

print(list(accumulate([1, 2, 3, 4, 5])))
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6], min)))
print(list(accumulate([1, 2, 3], initial=100)))
print(list(accumulate([], initial=7)))
print(list(accumulate([])))
print(list(accumulate("abc")))
print(list(accumulate([[1], [2], [3]])))
print(list(accumulate([1.5, 2.5], func=None)))
print(list(accumulate(iterable=[1, 2], func=lambda a, b: a * 10 + b)))
print(list(accumulate([1, 2, 3], lambda acc, x: acc - x, initial=10)))
# running balance, an agent-style use
txns = [100, -20, -30, 50, -200]
print(list(accumulate(txns, lambda bal, t: bal + t if bal + t >= 0 else bal)))
try:
    list(accumulate([1, "a"]))
except TypeError as e:
    print(e)
for call in [lambda: accumulate(), lambda: accumulate(5), lambda: accumulate([1], None, 3),
             lambda: accumulate([1], bad=1), lambda: list(accumulate([1, 2], 5))]:
    try:
        call()
    except TypeError as e:
        print(e)
