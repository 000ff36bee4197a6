# deque.extend and extendleft from lists and tuples at every maxlen, by
# itself, from a tuple subclass with its own __iter__, under iteration.
from collections import deque
for ml in (None, 0, 1, 3, 5, 8, 9, 17):
    d = deque([1, 2], maxlen=ml)
    d.extend([3, 4, 5])
    d.extendleft((6, 7))
    d.extend(list(range(10, 30)))
    e = deque(range(4), maxlen=ml)
    e.extendleft(list(range(100, 112)))
    f = deque(maxlen=ml)
    f.extend(())
    f.extend([])
    f.extend(f)
    g = deque([1, 2, 3], maxlen=ml)
    g.extend(g)
    g.extendleft(g)
    print(ml, list(d), list(e), list(f), list(g))
class T(tuple):
    def __iter__(self):
        return iter("xy")
d = deque()
d.extend(T((1, 2, 3)))
d.extendleft(T((4,)))
d.extend([[1], (2,)])
print(d)
it = iter(d)
next(it)
d.extend([1])
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError", e)
big = deque()
for i in range(100):
    big.extend(list(range(i)))
    big.extendleft(tuple(range(i)))
print(len(big), big[0], big[-1], big[len(big) // 2], sum(big))
