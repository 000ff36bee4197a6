x = "outer"
squares = [x * x for x in range(4)]
print(x, squares)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
class K:
    factor = 10
    values = [factor * 2 for _ in range(2)] if False else None
    items = [n for n in range(3)]
print(K.items, K.values)
n = 5
print([n + i for i in range(3)])
