def gen():
    yield 1
    yield 2

g = gen()
print(g.gi_running, g.gi_frame is not None)
print(next(g))
print(list(g))
print(g.gi_frame)
print(gen.__name__, g.__name__, g.__qualname__)
print(iter(g) is g, hasattr(g, "__next__"), hasattr(g, "send"))
