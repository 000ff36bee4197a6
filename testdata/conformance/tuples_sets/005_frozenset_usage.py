fs = frozenset([3, 1, 2, 3])
print(fs, len(fs), 2 in fs)
print(frozenset(), frozenset("") == set())
groups = {frozenset({1, 2}): "pair", frozenset({3}): "single"}
print(groups[frozenset([2, 1])])
print(fs | {9}, type(fs | {9}).__name__, type({9} | fs).__name__)
try:
    fs.add(4)
except AttributeError as e:
    print("AttributeError:", e)
print(hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
