# resolve_bases/new_class/prepare_class with __mro_entries__, metaclasses,
# __prepare__ and a metaclass conflict; DynamicClassAttribute on instances,
# classes (abstract or not) and its getter/setter/deleter docs.
import types, abc, enum
from typing import Generic, TypeVar, List
T = TypeVar('T')
print([n for n in types.__all__ if not isinstance(getattr(types, n), type)])
print(types.resolve_bases((int, List[int], Generic[T])), types.resolve_bases((int, str)) == (int, str))
class E:
    def __mro_entries__(self, bases): return (dict, list) if False else (dict,)
class BadE:
    def __mro_entries__(self, bases): return [dict]
print(types.resolve_bases((E(), int, E())))
try:
    types.resolve_bases((BadE(),))
except TypeError as e:
    print(type(e).__name__, e)
C = types.new_class('C', (List[int],), {}, lambda ns: ns.update(x=1))
print(C, C.__mro__, C.x, C.__orig_bases__, C.__module__)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print('prepare', name, kw); return {'prepared': True}
    def __new__(mcls, name, bases, ns, **kw): return super().__new__(mcls, name, bases, ns)
D = types.new_class('D', (), {'metaclass': Meta, 'flag': 1})
print(type(D).__name__, D.prepared)
print(types.prepare_class('X', (D,), {'k': 2}))
class M2(type): pass
class A(metaclass=Meta): pass
class B(metaclass=M2): pass
try:
    types.new_class('Z', (A, B))
except TypeError as e:
    print(type(e).__name__, e)
print(types.prepare_class('Y', (), None), types.prepare_class('Y', (B,))[0].__name__)
class Z:
    @types.DynamicClassAttribute
    def name(self):
        "the name doc"
        return 'inst-name'
    @name.setter
    def name(self, v): self._n = v
    @name.deleter
    def name(self): print('deleted')
    def __getattr__(self, a): return 'class-level?'
z = Z(); print(z.name, Z.__dict__['name'].__doc__); z.name = 3; print(z._n); del z.name
try:
    Z.name
except AttributeError as e:
    print('AttributeError', repr(e))
class Abs(abc.ABC):
    @types.DynamicClassAttribute
    @abc.abstractmethod
    def x(self): ...
print(Abs.x is Abs.__dict__['x'], Abs.__abstractmethods__)
dca = types.DynamicClassAttribute(None, doc='given')
print(dca.__doc__, dca.overwrite_doc)
try:
    dca.__get__(z)
except AttributeError as e:
    print(e)
g = types.DynamicClassAttribute(lambda s: 1).getter(Z.__dict__['name'].fget)
print(g.__doc__, g.overwrite_doc, types.DynamicClassAttribute(lambda s: 1, doc='keep').getter(Z.__dict__['name'].fget).__doc__)
for n, v in [('set', 'can\'t set attribute'), ('del', "can't delete attribute")]:
    try:
        if n == 'set':
            types.DynamicClassAttribute(lambda s: 1).__set__(z, 1)
        else:
            types.DynamicClassAttribute(lambda s: 1).__delete__(z)
    except AttributeError as e:
        print(e)
print(types.EllipsisType, types.NoneType, types.NotImplementedType, types.GenericAlias, types.UnionType, types.WrapperDescriptorType, types.MethodDescriptorType)
try:
    types.coroutine(3)
except TypeError as e:
    print(e)
