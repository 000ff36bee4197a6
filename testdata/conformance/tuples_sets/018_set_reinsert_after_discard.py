# Where a set puts a key added after discards: the iteration order shows
# which deleted slot it reuses (the last one its probe passed).
for drops in ((0, 3), (0, 3, 5), (0,), (0, 12), (0, 3, 7, -1, -2), (19, 0, 1)):
    t = set(range(-5, 20))
    for d in drops:
        t.discard(d)
    t.add(0)
    t.add(100)
    t.add(-1)
    print(drops, list(t))
s = set()
for i in range(200):
    s.add(i * 37 % 101)
    if i % 4 == 1:
        s.discard(i * 11 % 101)
print(list(s))
