class Ring:
    def __init__(self, items):
        self.items = items
    def __getitem__(self, i):
        if not isinstance(i, int) or i >= 2 * len(self.items):
            raise IndexError(f"ring index {i} out of range")
        return self.items[i % len(self.items)]

r = Ring("abc")
print([r[i] for i in range(6)])
print(r[6])
