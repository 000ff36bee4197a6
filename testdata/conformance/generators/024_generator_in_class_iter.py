class Tree:
    def __init__(self, value, *children):
        self.value = value
        self.children = children
    def __iter__(self):
        yield self.value
        for c in self.children:
            yield from c
    def __repr__(self):
        return f"Tree({self.value})"

t = Tree(1, Tree(2, Tree(3)), Tree(4, Tree(5), Tree(6)))
print(list(t))
print(sum(t), max(t), 5 in t, 9 in t)
print(sorted(t, reverse=True))
it = iter(t)
print(next(it), next(it), type(it).__name__)
