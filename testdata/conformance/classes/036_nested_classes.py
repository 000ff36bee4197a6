class Outer:
    class Inner:
        def __init__(self, v):
            self.v = v
        def __repr__(self):
            return f"{type(self).__qualname__}({self.v})"
    def make(self, v):
        return self.Inner(v)

print(Outer.Inner(1), Outer().make(2))
print(Outer.Inner.__name__, Outer.Inner.__qualname__)
class Tree:
    class Node:
        pass
    class Leaf(Node):
        pass
print(issubclass(Tree.Leaf, Tree.Node), Tree.Leaf.__mro__[1].__qualname__)
