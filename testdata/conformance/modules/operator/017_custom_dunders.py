import operator as op

class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        return V(self.x + (o.x if isinstance(o, V) else o))
    def __radd__(self, o):
        return V(o + self.x)
    def __mul__(self, o):
        return V(self.x * o)
    def __matmul__(self, o):
        return self.x * o.x
    def __neg__(self):
        return V(-self.x)
    def __abs__(self):
        return abs(self.x)
    def __invert__(self):
        return "inverted"
    def __lt__(self, o):
        return self.x < o.x
    def __eq__(self, o):
        return isinstance(o, V) and self.x == o.x
    def __getitem__(self, i):
        return self.x * 10 + i
    def __contains__(self, i):
        return i == self.x
    def __index__(self):
        return self.x
    def __len__(self):
        return 2
    def __repr__(self):
        return f"V({self.x})"

a, b = V(2), V(3)
print(op.add(a, b), op.add(1, a), op.add(a, 1), op.mul(a, 4), op.matmul(a, b), op.neg(a), op.abs(V(-5)))
print(op.invert(a), op.lt(a, b), op.gt(a, b), op.eq(a, V(2)), op.ne(a, b))
print(op.getitem(a, 1), op.contains(a, 2), op.contains(a, 3), op.index(a), op.length_hint(a))
print(op.concat(a, b), op.iadd(a, b), op.imul(a, 2), a)
print([1, 2, 3][op.index(V(1))], op.countOf([V(1), V(2), V(1)], V(1)), op.indexOf([V(5), V(6)], V(6)))

class NoAdd:
    def __getitem__(self, i):
        return i

try:
    op.concat(NoAdd(), NoAdd())
except TypeError as e:
    print("TypeError:", e)
