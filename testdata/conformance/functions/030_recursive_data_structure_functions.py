def tree_insert(tree, value):
    if tree is None:
        return [value, None, None]
    if value < tree[0]:
        tree[1] = tree_insert(tree[1], value)
    else:
        tree[2] = tree_insert(tree[2], value)
    return tree

def inorder(tree):
    return [] if tree is None else inorder(tree[1]) + [tree[0]] + inorder(tree[2])

def height(tree):
    return 0 if tree is None else 1 + max(height(tree[1]), height(tree[2]))

root = None
for v in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    root = tree_insert(root, v)
print(inorder(root))
print(height(root), root[0], root[1][0], root[2][0])
