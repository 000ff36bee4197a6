class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)
    def __bool__(self):
        return bool(self.x or self.y)
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, a * 2, 3 * b, a / 2, -a, abs(a))
print(a == Vec(3, 4), a != b, bool(Vec(0, 0)), bool(b))
total = Vec(0, 0)
for v in [a, b, Vec(10, 10)]:
    total += v
print(total)
