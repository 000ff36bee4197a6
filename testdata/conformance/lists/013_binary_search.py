def bsearch(xs, target):
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) // 2
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo

data = [1, 3, 3, 3, 7, 9, 12, 15]
for t in [0, 1, 3, 4, 12, 15, 16]:
    i = bsearch(data, t)
    found = i < len(data) and data[i] == t
    print(f"target={t:>2} insert_at={i} found={found}")
