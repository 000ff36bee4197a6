def pairs(items):
    it = iter(items)
    while True:
        a = next(it)
        b = next(it)
        yield a, b

for a, b in pairs([1, 2, 3, 4, 5]):
    print("pair", a, b)
print(list(pairs([1, 2, 3, 4])))
