print(callable(len), callable(lambda: 0), callable(int), callable("x"), callable(None))
print(hash(42), hash(-1), hash(True), hash(2.0) == hash(2), hash((1, 2, 3)) == hash((1, 2, 3)))
print(hash("abc") == hash("abc"), hash(b"x") == hash(b"x"), isinstance(hash("s"), int))
print(hash(frozenset([1, 2])) == hash(frozenset([2, 1])), hash(None) == hash(None))
for bad in ([1], {"a": 1}, {1}):
    try:
        hash(bad)
    except TypeError as e:
        print("TypeError:", e)
