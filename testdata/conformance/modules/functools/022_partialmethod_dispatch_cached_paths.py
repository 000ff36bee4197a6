# partialmethod over functions, partialmethods, classmethods and
# staticmethods; singledispatch registration forms, string and union
# annotations and their errors; singledispatchmethod; cached_property errors.
import functools, abc
from functools import partialmethod, singledispatch, singledispatchmethod, cached_property
class C:
    def f(self, a, b=0, *rest, k=1): return (a, b, rest, k)
    g = partialmethod(f, 1, k=5)
    h = partialmethod(g, 2, 3)
    @classmethod
    def cm(cls, x, y): return (cls.__name__, x, y)
    pc = partialmethod(cm, 'X')
    @staticmethod
    def sm(*a): return a
    ps = partialmethod(sm, 's')
c = C()
print(c.g(), c.g(7, k=9), c.h(), c.h(4), C.pc('y'), c.pc('z'), c.ps(1), C.g(c, 3))
print(repr(C.__dict__['g']).split(' at ')[0], C.__dict__['h'].args, C.__dict__['h'].keywords, C.pc.__self__ is C)
for bad in [lambda: partialmethod(3), lambda: singledispatchmethod(4)]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
class A(abc.ABC):
    @abc.abstractmethod
    def base(self, x): ...
    p = partialmethod(base, 1)
print(sorted(A.__abstractmethods__), C.__dict__['g'].__isabstractmethod__)

@singledispatch
def show(x): return 'obj'
@show.register
def _(x: int): return 'int'
@show.register(list)
def _(x): return 'list'
show.register(float, lambda x: 'float')
@show.register
def _(x: 'str | bytes'): return 'text' if False else 'textish'
print(show(1), show(True), show([1]), show(1.5), show('s'), show(None), show.dispatch(bool).__name__, sorted(t.__name__ for t in show.registry))
for bad in [lambda: show.register(3, lambda x: x), lambda: show.register(3), lambda: show.register(lambda x: x),
            lambda: show.register(lambda x: 1 if x else 0)]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, str(e).split(' at 0x')[0])
def ann_bad(x: 3): pass
def ann_union(x: 'int | str'): return 'u'
def ann_missing(x: 'Nope'): pass
print(show.register(ann_union)(1.5) if False else show.register(ann_union).__name__)
for f in (ann_bad, ann_missing):
    try:
        show.register(f)
    except (TypeError, NameError) as e:
        print(type(e).__name__, e)
try:
    show()
except TypeError as e:
    print(type(e).__name__, e)
class M:
    @singledispatchmethod
    def go(self, x): return 'base'
    @go.register
    def _(self, x: int): return 'int'
    @go.register(str)
    def _(self, x): return 'str'
    @singledispatchmethod
    @classmethod
    def cgo(cls, x): return 'cbase'
    @cgo.register
    @classmethod
    def _(cls, x: float): return 'cfloat ' + cls.__name__
m = M()
print(m.go(1), m.go('a'), m.go(2.0), M.cgo(1.0), M.cgo(1), m.go.__name__, M.go.register is not None)
class P:
    def __init__(self): self.n = 0
    @cached_property
    def val(self):
        "the val doc"
        self.n += 1
        return self.n * 10
p = P(); print(p.val, p.val, p.n, P.val.__doc__, P.val.attrname, 'val' in p.__dict__)
del p.val; print(p.val, p.n)
class S:
    __slots__ = ('x',)
    @cached_property
    def v(self): return 1
try:
    S().v
except TypeError as e:
    print(type(e).__name__, e)
cp = cached_property(lambda self: 1)
try:
    cp.__get__(P())
except TypeError as e:
    print(type(e).__name__, e)
cp.__set_name__(P, 'a')
try:
    cp.__set_name__(P, 'b')
except TypeError as e:
    print(type(e).__name__, e)
cp.__set_name__(P, 'a'); print(cp.attrname)
class Meta(type):
    @cached_property
    def meta_val(cls): return 5
class WithMeta(metaclass=Meta): pass
try:
    print(WithMeta.meta_val)
except TypeError as e:
    print(type(e).__name__, e)
