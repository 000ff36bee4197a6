class Node:
    def __init__(self, name):
        self.name = name
        self.links = []
    def __repr__(self):
        return f"Node({self.name}, links={[n.name for n in self.links]})"

a, b = Node("a"), Node("b")
a.links.append(b)
b.links.append(a)
print(a, b)
print([a, b])
