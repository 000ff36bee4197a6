x = "outer"
squares = [x * x for x in range(4)]
print(x, squares)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
class K:
    factor = 10
    doubled = [f * 2 for f in [factor, factor + 1]]
    try:
        hidden = [factor for _ in range(1)]
    except NameError as e:
        hidden = str(e)
    items = [n for n in range(3)]
print(K.items, K.doubled, K.hidden)
n = 5
print([n + i for i in range(3)])
