square = lambda x: x * x
print(square(7), (lambda: "no args")(), (lambda *a: len(a))(1, 2, 3))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
print([ops[o](6, 3) for o in "+-*"])
pairs = [(1, "one"), (3, "three"), (2, "two")]
print(sorted(pairs, key=lambda p: p[1]))
compose = lambda f, g: lambda x: f(g(x))
inc_then_square = compose(square, lambda x: x + 1)
print(inc_then_square(4))
print((lambda x, y=10, *, z=100: x + y + z)(1, z=0))
print(square.__name__)
