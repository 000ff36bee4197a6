# Calls with keywords and defaults, to Python functions, methods, classes,
# generators and to callables that keep their keywords (partial).
import functools
def f(a, b=2, *, c=3, **rest):
    return (a, b, c, sorted(rest.items()))
def g(x, y=10):
    return x + y
class P:
    def __init__(self, a, b=5, *, tag="t"):
        self.v = (a, b, tag)
    def m(self, k=1, *, z=0):
        return (k, z)
def gen(n, step=1):
    for i in range(0, n, step):
        yield i
p = functools.partial(f, 1, c=9)
print(p(), p(b=7), p(q=1))
print(sorted([3, 1, 2], key=lambda v: g(v, y=-v * 2), reverse=True))
print(f(1), f(1, 2), f(1, c=4), f(a=5, b=6, c=7, d=8), f(1, 2, c=3, e=4))
print(P(1).v, P(1, 2, tag="x").v, P(a=3).v, P(1).m(), P(1).m(k=2, z=3))
print(list(gen(5)), list(gen(n=6, step=2)))
print(dict(a=1, b=2), g(1), g(1, 2), g(x=1, y=2))
for call in (lambda: g(), lambda: g(1, 2, 3), lambda: g(1, x=2), lambda: g(1, z=2), lambda: f(), lambda: P(), lambda: P(1, 2, 3)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
def outer(**kw):
    return inner(**kw, extra=g(1, y=kw.get("q", 0)))
def inner(**kw):
    return sorted(kw.items())
print(outer(q=5, r=6))
def defaults(a, b=[], c=None):
    b.append(a)
    return b, c
print(defaults(1), defaults(2), defaults(3, c=1))
