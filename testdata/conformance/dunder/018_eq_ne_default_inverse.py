class Only:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print(f"  __eq__({self.v}, {getattr(other, 'v', other)})")
        return isinstance(other, Only) and self.v == other.v

a, b = Only(1), Only(1)
print(a == b)
print(a != b)
print(a == 5)
print(5 == a)
print([a] == [b])
print(a in [Only(2), b])
