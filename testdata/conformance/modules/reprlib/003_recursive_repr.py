import reprlib
class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
    @reprlib.recursive_repr()
    def __repr__(self):
        return 'Node(%s, %r)' % (self.name, self.children)
a = Node('a')
b = Node('b')
a.children.append(b)
b.children.append(a)
print(repr(a))
print(Node.__repr__.__name__, Node.__repr__.__qualname__)
class L(list):
    @reprlib.recursive_repr('<loop>')
    def __repr__(self):
        return 'L' + list.__repr__(self)
x = L([1])
x.append(x)
print(repr(x))
