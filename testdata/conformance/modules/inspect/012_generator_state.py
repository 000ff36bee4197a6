import inspect
def gen():
    yield 1
    yield 2
g = gen()
print(inspect.getgeneratorstate(g))
next(g)
print(inspect.getgeneratorstate(g))
list(g)
print(inspect.getgeneratorstate(g))
