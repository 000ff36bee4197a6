first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "hello"
print(init, last)
a, *middle, z = range(6)
print(a, middle, z)
x, *empty, y = (1, 2)
print(x, empty, y)
head, *tail = [42]
print(head, tail)
(p, q), *others = [(1, 2), (3, 4), (5, 6)]
print(p, q, others)
print(*[1, 2], *"ab", sep="|")
merged = [*range(3), *"xy", *(7,)]
print(merged, {*[1, 1, 2]}, (*"ab",))
