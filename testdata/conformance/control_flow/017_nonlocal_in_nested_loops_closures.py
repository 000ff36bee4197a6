def make_tracker():
    best = None
    count = 0
    def offer(v):
        nonlocal best, count
        count += 1
        if best is None or v > best:
            best = v
        return best
    def stats():
        return {"best": best, "count": count}
    return offer, stats

offer, stats = make_tracker()
for v in [3, 1, 4, 1, 5, 9, 2, 6]:
    offer(v)
print(stats())
def outer():
    x = 0
    def mid():
        def inner():
            nonlocal x
            x += 10
        inner()
        inner()
    mid()
    return x
print(outer())
