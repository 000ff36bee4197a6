# Special methods called from built-ins (sorted, set, len, in, ==) follow
# the class when its methods are replaced, removed or inherited.
class Key:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return self.v < other.v
    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v
    def __hash__(self):
        return hash(self.v)
    def __repr__(self):
        return f"Key({self.v})"

keys = [Key(3), Key(1), Key(2), Key(1)]
print(sorted(keys), len(set(keys)))
Key.__lt__ = lambda self, other: self.v > other.v
print(sorted(keys))
del Key.__lt__
try:
    sorted(keys)
except TypeError as e:
    print(type(e).__name__, e)

class Sub(Key):
    pass
print(sorted([Sub(2), Sub(1)], key=lambda k: k.v), Sub(1) == Sub(1), Sub(1) == Key(1))
Key.__lt__ = lambda self, other: self.v < other.v
print(sorted([Sub(2), Sub(5), Sub(1)]))

class Bag:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)
    def __contains__(self, x):
        return x in self.items
    def __getitem__(self, i):
        return self.items[i]
    def __bool__(self):
        return bool(self.items)

b = Bag([1, 2, 3])
print(len(b), 2 in b, 9 in b, b[1], bool(b), bool(Bag([])))
Bag.__len__ = lambda self: 42
Bag.__contains__ = lambda self, x: True
print(len(b), 9 in b)
Bag.__getitem__ = lambda self, i: i * 100
print(b[7], list(Bag.__iter__(b)) if hasattr(Bag, "__iter__") else "no __iter__")

class Weird:
    def __eq__(self, other):
        return "yes"
    __hash__ = None
print(Weird() == 1, [Weird()] == [Weird()], (1, Weird()) == (1, Weird()))
try:
    hash(Weird())
except TypeError as e:
    print(type(e).__name__, e)

class BadHash:
    def __hash__(self):
        return "nope"
try:
    {BadHash()}
except TypeError as e:
    print(type(e).__name__, e)

class Big:
    def __hash__(self):
        return 2**70
print(hash(Big()) == hash(2**70))

class Order:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
print([o.v for o in sorted([Order(2), Order(3), Order(1)])], Order(1) < Order(2))
