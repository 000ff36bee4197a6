def gen():
    yield 1
    yield 2

g = gen()
print(next(g))
try:
    g.throw(ValueError("injected"))
except ValueError as e:
    print("propagated:", e)
print(next(g, "exhausted"))
g2 = gen()
try:
    g2.throw(TypeError("before start"))
except TypeError as e:
    print("before start:", e)
print(list(g2))
