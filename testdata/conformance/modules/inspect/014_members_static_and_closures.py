# getmembers/getmembers_static with a DynamicClassAttribute, getattr_static
# precedence, descriptor predicates, getclosurevars, classify_class_attrs,
# getclasstree and get_annotations errors.
import inspect
import types


class Base:
    x = 1
    @types.DynamicClassAttribute
    def dyn(self):
        return 'dyn'
class Kid(Base):
    y = 2
print([n for n, v in inspect.getmembers(Kid) if not n.startswith('__')])
print([n for n, v in inspect.getmembers_static(Kid) if not n.startswith('__')])
print(inspect.getmembers(Kid, lambda v: v == 2))


class Data:
    def __get__(self, o, t=None): return 'data'
    def __set__(self, o, v): pass
class NonData:
    def __get__(self, o, t=None): return 'nondata'
class H:
    d = Data()
    nd = NonData()
    plain = 1
h = H()
h.__dict__.update(d='inst', nd='inst-nd', own=2)
for name in ['d', 'nd', 'plain', 'own']:
    print(name, type(inspect.getattr_static(h, name)).__name__, inspect.getattr_static(h, name) == 'inst-nd')
print(inspect.getattr_static(h, 'zzz', 'fallback'))
try:
    inspect.getattr_static(h, 'zzz')
except AttributeError as e:
    print(type(e).__name__, e)
print(inspect.ismethoddescriptor(NonData()), inspect.ismethoddescriptor(Data()), inspect.isdatadescriptor(Data()),
      inspect.isdatadescriptor(NonData()), inspect.isdatadescriptor(Kid), inspect.isdatadescriptor(property()))


def outer():
    v = 10
    def inner():
        return v + len(glob) + missing_name + True
    return inner
glob = [1]
cv = inspect.getclosurevars(outer())
print(cv.nonlocals, sorted(cv.globals), sorted(cv.builtins), cv.unbound)
try:
    inspect.getclosurevars(len)
except TypeError as e:
    print(type(e).__name__, e)


class K:
    s = staticmethod(len)
    c = classmethod(lambda cls: 1)
    p = property(lambda self: 1)
    def m(self): pass
    d = 5
print([(a.name, a.kind, a.defining_class.__name__) for a in inspect.classify_class_attrs(K) if not a.name.startswith('__')])
class P1: pass
class P2(P1): pass
class P3(P1): pass
class P4(P2, P3): pass
print(inspect.getclasstree([P4, P2, P3, P1]))
print(inspect.getclasstree([P4, P2, P3], unique=True))


class Ann:
    q: int
class Ann2(Ann):
    pass
def an(a: int, b: 'str') -> 'list': pass
print(inspect.get_annotations(an, eval_str=True), inspect.get_annotations(Ann), inspect.get_annotations(Ann2))
for bad in [3, 'x']:
    try:
        inspect.get_annotations(bad)
    except TypeError as e:
        print(type(e).__name__, e)
for d in ['   a\n     b\n   c', '\n\n  x\n    y\n\n', '\tT\n\t\tU\n\tV', '  \n  \n', 'a\n\n  b\n\n']:
    print(repr(inspect.cleandoc(d)))
