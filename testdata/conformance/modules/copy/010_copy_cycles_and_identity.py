import copy

class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child

root = Node("root")
a = root.add(Node("a"))
b = a.add(Node("b"))
r2 = copy.deepcopy(root)
print(r2.name, r2.children[0].name, r2.children[0].children[0].name)
print(r2.children[0].parent is r2, r2.children[0].children[0].parent is r2.children[0])
print(r2 is root, r2.children[0] is a)
b2 = copy.deepcopy(b)
print(b2.parent.parent.name, b2.parent.parent is not root)

shared = {"x": 1}
pair = (shared, shared)
p2 = copy.deepcopy(pair)
print(p2[0] is p2[1], p2[0] is shared)
m = {}
items = [shared, [shared]]
i2 = copy.deepcopy(items, m)
print(i2[0] is i2[1][0], len([k for k in m if k != id(m)]) >= 2)
print(copy.deepcopy(copy.deepcopy)(5) if False else "functions are atomic:", copy.deepcopy(len) is len)
