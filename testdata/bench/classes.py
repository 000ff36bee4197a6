# bench: cpu
# Method-heavy classes: properties, dunder arithmetic and comparison,
# __hash__/__eq__ in dicts, __iter__, __len__, __getitem__, __repr__.


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)

    def __abs__(self):
        return abs(self.x) + abs(self.y)

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    @property
    def norm1(self):
        return abs(self)


class Polygon:
    def __init__(self, points):
        self._points = list(points)

    def __len__(self):
        return len(self._points)

    def __getitem__(self, i):
        return self._points[i % len(self._points)]

    def __iter__(self):
        return iter(self._points)

    def __contains__(self, p):
        return p in self._points

    @property
    def perimeter(self):
        return sum((self[i + 1] - self[i]).norm1 for i in range(len(self)))

    @property
    def area2(self):
        total = 0
        for i in range(len(self)):
            a, b = self[i], self[i + 1]
            total += a.x * b.y - b.x * a.y
        return abs(total)


class Account:
    def __init__(self, owner):
        self.owner = owner
        self._balance = 0

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, value):
        if value < 0:
            raise ValueError("negative")
        self._balance = value

    def __iadd__(self, amount):
        self.balance = self.balance + amount
        return self


total = Vec(0, 0)
for i in range(240000):
    total = total + Vec(i % 7, -(i % 5)) * 2 - Vec(1, 1)
print(total, total.norm1)

polys = [Polygon(Vec((i * j) % 17, (i + j) % 13) for j in range(12)) for i in range(4800)]
print(sum(p.perimeter for p in polys), sum(p.area2 for p in polys), Vec(3, 4) in polys[3])

seen = {}
for i in range(240000):
    v = Vec(i % 50, i % 30)
    seen[v] = seen.get(v, 0) + 1
print(len(seen), sorted(seen)[:3], max(seen.values()))

acct = Account("ada")
rejected = 0
for i in range(240000):
    try:
        acct += (i % 10) - 4
    except ValueError:
        rejected += 1
print(acct.balance, rejected)
