class Node:
    def __init__(self, name, parent=None):
        self.name = name
        self.parent = parent
    def __repr__(self):
        return f"Node({self.name} <- {self.parent.name})"

child = Node("leaf", Node("root"))
print(child)
print(child.parent)
