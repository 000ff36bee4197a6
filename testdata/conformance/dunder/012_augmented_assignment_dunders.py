class Bag:
    def __init__(self, items=()):
        self.items = list(items)
    def __iadd__(self, other):
        print("  __iadd__")
        self.items.extend(other)
        return self
    def __add__(self, other):
        print("  __add__")
        return Bag(self.items + list(other))
    def __repr__(self):
        return f"Bag({self.items})"

b = Bag([1])
alias = b
b += [2, 3]
print(b, alias, b is alias)
c = b + [4]
print(c, b, c is b)
class OnlyAdd:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return OnlyAdd(self.v + o)
x = OnlyAdd(1)
y = x
x += 5
print(x.v, y.v, x is y)
