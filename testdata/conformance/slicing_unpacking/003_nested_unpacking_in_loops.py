data = [("ann", (31, "nyc")), ("bob", (25, "sf"))]
for name, (age, city) in data:
    print(name, age, city)
points = [((0, 0), (3, 4)), ((1, 1), (4, 5))]
for (x1, y1), (x2, y2) in points:
    print(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5)
for i, (a, b) in enumerate(zip("xyz", range(3))):
    print(i, a, b)
[a, [b, c]] = [1, (2, 3)]
print(a, b, c)
for k, *vs in [("k1", 1, 2), ("k2",)]:
    print(k, vs)
