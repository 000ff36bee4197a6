def flatten(items):
    out = []
    for it in items:
        if isinstance(it, list):
            out.extend(flatten(it))
        else:
            out.append(it)
    return out

def depth(items):
    if not isinstance(items, list):
        return 0
    return 1 + max((depth(i) for i in items), default=0)

nested = [1, [2, [3, [4, [5]]]], [], [[6], 7], "eight"]
print(flatten(nested))
print(depth(nested), depth([]), depth(5))
