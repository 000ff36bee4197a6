tree = {"value": 1, "children": [
    {"value": 2, "children": [{"value": 4, "children": []}, {"value": 5, "children": []}]},
    {"value": 3, "children": [{"value": 6, "children": [{"value": 7, "children": []}]}]},
]}

def preorder(node, depth=0):
    yield depth, node["value"]
    for child in node["children"]:
        yield from preorder(child, depth + 1)

def leaves(node):
    if not node["children"]:
        yield node["value"]
    for child in node["children"]:
        yield from leaves(child)

for depth, v in preorder(tree):
    print("  " * depth + str(v))
print(list(leaves(tree)))
print(max(d for d, _ in preorder(tree)))
