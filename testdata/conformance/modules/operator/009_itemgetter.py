from operator import itemgetter

g = itemgetter(1)
print(g, g([10, 20, 30]), g("abc"), g({1: "one"}))
g = itemgetter(0, 2)
print(g, g("abc"), g([1, 2, 3]))
print(itemgetter("name")({"name": "ann", "age": 3}))
print(itemgetter("a", "b")({"a": 1, "b": 2}))
print(itemgetter(slice(1, 3))("abcdef"), itemgetter(slice(1, 3)))
print(itemgetter(-1)([1, 2, 3]), itemgetter(-1))
print(itemgetter((1, 2)), itemgetter((1, 2))({(1, 2): "tuple key"}))
print(itemgetter(1.5), itemgetter("it's"), itemgetter(None))
print(itemgetter(1, 1)([5, 6]))
rows = [("cyd", 31, "la"), ("ann", 25, "ny"), ("bob", 25, "sf")]
print(sorted(rows, key=itemgetter(1)))
print(sorted(rows, key=itemgetter(1, 0)))
print(list(map(itemgetter(0), rows)))
print(max(rows, key=itemgetter(1)), min(rows, key=itemgetter(2)))
d = {"b": 2, "a": 3, "c": 1}
print(sorted(d.items(), key=itemgetter(1)))
print(type(g).__name__, type(g), itemgetter.__module__)
print(g == itemgetter(0, 2), g != g, callable(g))
