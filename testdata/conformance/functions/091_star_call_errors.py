# f(*x) and f(**m) with one iterable or mapping: the values, and the
# errors CPython words with the function's qualified name.
def f(*a, **k): return a, k
for bad in ("f(*5)", "f(**5)", "f(*None)", "f(**[1])", "f(*(1,2))", "f(*[1,2])", "f(**{1: 2})", "f(*\"ab\", **dict(x=1))"):
    try:
        print(bad, eval(bad))
    except TypeError as e:
        print(bad, type(e).__name__, e)


class C:
    def m(self, *a, **k):
        return a, k


def gen():
    yield 1
    yield 2


class M:
    def keys(self):
        return ["x", "y"]

    def __getitem__(self, k):
        return k.upper()


c = C()
print(c.m(*gen()), c.m(**M()), f(*[3, 4], **{"z": 5}), f(*range(3)))
for bad in ("c.m(*1)", "c.m(**1)", "C(*1)", "f(*(), **{'a': 1}, **{'a': 2})", "f(*1.5, **M())"):
    try:
        print(bad, eval(bad))
    except TypeError as e:
        print(bad, type(e).__name__, e)
args = [1, 2]
print(f(*args), args, f(**dict(a=1)))
