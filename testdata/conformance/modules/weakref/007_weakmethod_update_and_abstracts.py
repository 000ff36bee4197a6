# WeakMethod and its error, update() of both weak dictionaries (mappings,
# pairs, keywords), WeakKeyDictionary containment, and abc's
# update_abstractmethods and _dump_registry.
import weakref, abc, io
def T(label, fn):
    try:
        print(label, '->', fn())
    except Exception as e:
        print(label, '->', type(e).__name__, e)
class O:
    def m(self): return 'm'
    def __repr__(self): return 'O'
o = O(); p = O()
wm = weakref.WeakMethod(o.m)
print(wm()(), wm == weakref.WeakMethod(o.m))
T('bad', lambda: weakref.WeakMethod(len))
T('bad2', lambda: weakref.WeakMethod(3))
wv = weakref.WeakValueDictionary()
wv.update({'a': o}, b=p)
wv.update([('c', o)])
print(sorted(wv.keys()))
T('wv bad', lambda: wv.update(5))
wk = weakref.WeakKeyDictionary()
wk.update({o: 1}, )
wk.update([(p, 2)])
print(len(wk), wk[o], wk[p], o in wk, [1] in wk, 3 in wk)
T('wk kw', lambda: wk.update(x=1))
class Base(abc.ABC):
    @abc.abstractmethod
    def f(self): ...
    @abc.abstractmethod
    def g(self): ...
class C(Base):
    def f(self): return 1
print(sorted(C.__abstractmethods__))
C.g = lambda self: 2
abc.update_abstractmethods(C)
print(sorted(C.__abstractmethods__), C().g())
class D(Base):
    pass
D.h = abc.abstractmethod(lambda self: 0)
abc.update_abstractmethods(D)
print(sorted(D.__abstractmethods__))
print(abc.update_abstractmethods(int) is int)
buf = io.StringIO()
Base._dump_registry(buf)
print([line.split(':')[0] for line in buf.getvalue().splitlines()])
