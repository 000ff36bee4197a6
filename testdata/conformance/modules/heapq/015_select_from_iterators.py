# nlargest and nsmallest over iterators: every n, keys, ties, key calls,
# incomparable items, errors from the key and from the iterator.
import heapq
data = [5, 1, 8, 3, 9, 2, 8, 7, 1, 0, 6, 5]
for n in (0, 1, 2, 3, 5, 11, 12, 20, -1):
    print(n, heapq.nlargest(n, data), heapq.nsmallest(n, data),
          heapq.nlargest(n, iter(data)), heapq.nsmallest(n, iter(data)))
words = ["pear", "fig", "apple", "kiwi", "banana", "date", "plum", "lime"]
print(heapq.nlargest(3, iter(words), key=len), heapq.nsmallest(3, iter(words), key=len))
print(heapq.nlargest(4, (w for w in words), key=lambda w: w[-1]), heapq.nsmallest(4, (w for w in words), key=lambda w: w[-1]))
calls = []
def k(x):
    calls.append(x)
    return -x
print(heapq.nsmallest(3, iter(data), key=k), len(calls))
for bad in ([1, 2, "a", 3, 4], [1, 2, 3, None, 0], [3, 1, 2, [1], 5, 0]):
    for f in (heapq.nlargest, heapq.nsmallest):
        try:
            print(f(2, iter(bad)))
        except TypeError as e:
            print("TypeError", e)
def boom(x):
    if x == 9:
        raise ValueError("nine")
    return x
try:
    heapq.nlargest(2, iter(data), key=boom)
except ValueError as e:
    print("ValueError", e)
def gen():
    yield 3
    yield 1
    yield 4
    raise KeyError("gen")
try:
    heapq.nsmallest(2, gen())
except KeyError as e:
    print("KeyError", e)
recs = [(i % 4, "r%d" % i) for i in range(30)]
print(heapq.nlargest(5, iter(recs)), heapq.nsmallest(5, iter(recs), key=lambda r: r[0]))
print(heapq.nlargest(3, iter([1.5, float("inf"), -2.0, 3, 2**70, True])))
class C:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return "C(%d)" % self.v
print(heapq.nlargest(2, iter([C(3), C(1), C(7), C(2)])), heapq.nsmallest(2, iter([C(3), C(1), C(7), C(2)])))
