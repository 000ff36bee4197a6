items = ["b", "a", "c", "a", "b", "a", "d"]
seen = []
for it in items:
    if it not in seen:
        seen.append(it)
print(seen)
print(list(dict.fromkeys(items)))
print({it: items.count(it) for it in seen})
print(sorted(set([3, 1, 3, 2, 1])))
dups = sorted({x for x in items if items.count(x) > 1})
print(dups)
