# f(*args, **kwargs) to bound methods and classes runs as other calls do:
# arguments bound with CPython's errors, __init__ returning a non-None,
# recursion through a class call, generators as methods.
class A:
    def __init__(self, x, y=2, **kw):
        self.v = (x, y, sorted(kw.items()))

    def m(self, *a, **k):
        return (a, sorted(k.items()))

    def g(self, n):
        yield from range(n)


class Bad:
    def __init__(self, *a):
        return 5


class Deep:
    def __init__(self, n):
        if n:
            Deep(*(n - 1,))


def wrap(fn, *args, **kwargs):
    return fn(*args, **kwargs)


a = A(*(1,), **{"z": 3})
print(a.v, wrap(A, 5, y=6).v)
print(wrap(a.m, 1, 2, k=3), a.m(*[], **{}))
print(list(wrap(a.g, 3)))
for call in (lambda: wrap(A), lambda: wrap(A, 1, 2, 3), lambda: wrap(a.m, **{1: 2}), lambda: wrap(Bad, 1)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
try:
    Deep(10000)
except RecursionError as e:
    print(type(e).__name__)
Deep(50)
print("ok")
