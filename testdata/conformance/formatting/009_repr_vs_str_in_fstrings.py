class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"
    def __str__(self):
        return f"({self.x}, {self.y})"
    def __format__(self, spec):
        if spec == "polar":
            return f"r={(self.x ** 2 + self.y ** 2) ** 0.5:.3f}"
        return format(str(self), spec)

p = Point(3, 4)
print(p, repr(p), str(p))
print(f"{p} {p!r} {p!s} {p:polar} [{p:>12}]")
print("{} {!r} {:polar}".format(p, p, p))
print([p], (p,), {"k": p})
print("%s %r" % (p, p))
