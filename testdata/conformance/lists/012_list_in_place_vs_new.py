def add_item_bad(item, bucket=[]):
    bucket.append(item)
    return bucket

def add_item_good(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket

print(add_item_bad(1), add_item_bad(2), add_item_bad(3))
print(add_item_good(1), add_item_good(2))
xs = [3, 1, 2]
print(xs.sort(), xs, sorted(xs, reverse=True), xs)
ys = xs
ys = ys + [4]
print(xs, ys)
ys = xs
ys += [4]
print(xs, ys)
