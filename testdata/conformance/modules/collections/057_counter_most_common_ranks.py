# Counter.most_common(n): ties keep insertion order, n of every kind, counts
# that are not ints, a subclass with its own items, entries re-inserted.
from collections import Counter
c = Counter("abracadabra")
c["z"] = -3
c["y"] = 0
c["q"] = 5
for n in (0, -1, 1, 2, 3, 4, 7, 100, True, False):
    print(n, c.most_common(n))
print(c.most_common())
f = Counter({"a": 1.5, "b": 2, "c": 2.0, "d": True})
print(f.most_common(2), f.most_common(1), f.most_common(10))
big = Counter({"x": 10**30, "y": 5, "z": -10**30})
print(big.most_common(2))
class Mine(Counter):
    def items(self):
        return [("only", 1)]
print(Mine("aab").most_common(1), Mine("aab").most_common(5))
try:
    print(c.most_common(1.5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(c.most_common("2"))
except Exception as e:
    print(type(e).__name__, e)
m = Counter({"a": None, "b": None, "c": 1})
try:
    print(m.most_common(2))
except Exception as e:
    print(type(e).__name__, e)
e = Counter()
print(e.most_common(3), e.most_common(0), repr(Counter("hello world")))
d = Counter({i: i % 5 for i in range(50)})
print(d.most_common(7))
del d[3]; d[3] = 4
print(d.most_common(4), d.most_common(12)[-3:])
