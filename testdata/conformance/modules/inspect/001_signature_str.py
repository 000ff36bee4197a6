import inspect
def f(a, b: int = 2, /, c=3, *args, d, e: str = "x", **kw) -> bool:
    return True
def g(x, *, y): pass
def h(*, z=None): pass
def i(p, /): pass
def j(): pass
for fn in (f, g, h, i, j, lambda q, r=[1]: 0):
    s = inspect.signature(fn)
    print(s, repr(s), s.return_annotation)
