# Ordering lists in sorted, heapq and bisect: int and str items, mixed
# items, list subclasses, items with their own __eq__ and __lt__.
import heapq, bisect
rows = [[2, "b"], [1, "z", 0], [2, "a"], [1, "z"], [2, "b", None], [1.5], [2, "b", 1], []]
print(sorted(rows, key=lambda r: r[:2]), sorted(rows[:5] + [[1, "y"]]))
try:
    print(sorted([[1, None], [1, 2]]))
except TypeError as e:
    print("TypeError", e)
try:
    print(sorted([[1, "a"], [1, 2]]))
except TypeError as e:
    print("TypeError", e)
class L(list):
    def __lt__(self, o):
        return len(self) < len(o)
print(sorted([L([3, 2, 1]), L([9]), L([5, 5])]), sorted([[L([2]), 1], [L([1, 1]), 0]]))
print(sorted([[1.0, 2], [1, 1], [True, 0]]))
log = []
class E:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        log.append("eq")
        return self.v == o.v
    def __lt__(self, o):
        log.append("lt")
        return self.v < o.v
    def __repr__(self): return "E%d" % self.v
print(sorted([[1, E(2)], [1, E(1)], [0, E(5)]]), log)
h = [[5, 0, "x"], [3, 1, "y"], [3, 0, "z"], [9, 2, "w"]]
heapq.heapify(h)
print([heapq.heappop(h) for _ in range(4)])
grid = sorted([[i % 3, -i] for i in range(12)])
print(grid, bisect.bisect_left(grid, [1, -5]), bisect.bisect_right(grid, [1]), [1, 2] < [1, 2, 0], [[1]] < [[1, 0]])
print(list(heapq.merge([[1, "a"], [3, "c"]], [[2, "b"], [3, "a"]])), list(heapq.merge([1, 3, 5], [2, 3, 4], key=lambda x: -x if False else x)))
