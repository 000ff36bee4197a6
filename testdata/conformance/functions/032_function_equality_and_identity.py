def a():
    return 1
b = a
def c():
    return 1
print(a is b, a == b, a == c, a() == c())
funcs = {a: "first", c: "second"}
print(funcs[b], len(funcs))
print(a.__name__, b.__name__)
b.__name__ = "renamed"
print(a.__name__)
print((lambda: 0).__name__, type(a) is type(lambda: 0))
