pts = [(1, 5), (3, 2), (-4, 4), (2, -6)]
print(min(pts), max(pts), min(pts, key=lambda p: p[1]), max(pts, key=lambda p: abs(p[0]) + abs(p[1])))
print(max("apple", "fig", "banana", key=len), min("b", "a", "c"))
print(max([], default="nothing"), min([], key=len, default=0))
print(max([3, 3.0]), max([3.0, 3]), min([[2], [1, 9]]))
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    min(1)
except TypeError as e:
    print("TypeError:", e)
