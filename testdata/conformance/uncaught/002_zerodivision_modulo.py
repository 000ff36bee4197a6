def bucket(n, buckets):
    return n % buckets

for size in (4, 3, 2, 1, 0):
    print(size, [bucket(n, size) for n in range(6)])
