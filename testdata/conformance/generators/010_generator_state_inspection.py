def gen():
    yield 1
    yield 2

g = gen()
print(g.gi_running, g.gi_suspended)
print(next(g))
print(list(g))
print(g.gi_running, g.gi_suspended)
print(gen.__name__, g.__name__, g.__qualname__)
print(iter(g) is g, hasattr(g, "__next__"), hasattr(g, "send"))
