"""
The classes of built-in objects that have no built-in name of their own
(functions, generators, modules, descriptors ...), and helpers for making
classes dynamically.

pyex writes this module in Python: most classes are found by calling
type() on an object of each; the few the runtime has no such object for
come from the Go module _types.
"""
import sys
import _types

__all__ = ['FunctionType', 'LambdaType', 'CodeType', 'MappingProxyType',
           'SimpleNamespace', 'CellType', 'GeneratorType', 'CoroutineType',
           'AsyncGeneratorType', 'MethodType', 'BuiltinFunctionType',
           'BuiltinMethodType', 'WrapperDescriptorType', 'MethodWrapperType',
           'MethodDescriptorType', 'ClassMethodDescriptorType', 'ModuleType',
           'TracebackType', 'FrameType', 'GetSetDescriptorType',
           'MemberDescriptorType', 'new_class', 'resolve_bases',
           'prepare_class', 'DynamicClassAttribute', 'coroutine',
           'GenericAlias', 'UnionType', 'EllipsisType', 'NoneType',
           'NotImplementedType']


def _f():
    pass

FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = _types.CodeType
MappingProxyType = type(type.__dict__)
SimpleNamespace = type(sys.implementation)
CellType = _types.CellType


def _g():
    yield 1

GeneratorType = type(_g())


async def _c():
    pass

_c = _c()
CoroutineType = type(_c)
_c.close()


async def _ag():
    yield

AsyncGeneratorType = type(_ag())


class _C:
    def _m(self):
        pass

MethodType = type(_C()._m)

BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
# The descriptors of methods written in the runtime, as found in a class
# dict, and what they give when bound.
WrapperDescriptorType = type(object.__dict__['__init__'])
MethodWrapperType = type((1).__add__)
MethodDescriptorType = type(str.__dict__['join'])
ClassMethodDescriptorType = type(dict.__dict__['fromkeys'])
ModuleType = type(sys)
TracebackType = _types.TracebackType
FrameType = _types.FrameType
GetSetDescriptorType = type(int.__dict__['real'])
MemberDescriptorType = _types.MemberDescriptorType

GenericAlias = type(tuple[int])
UnionType = type(int | None)
# The classes of the three singletons.
EllipsisType, NoneType, NotImplementedType = type(...), type(None), type(NotImplemented)

del sys, _types, _f, _g, _c, _ag, _C


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Make a class as a class statement does: bases resolved, the
    metaclass's namespace filled by exec_body(ns), the metaclass called."""
    entries = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, entries, kwds)
    if exec_body is not None:
        exec_body(ns)
    if entries is not bases:
        ns['__orig_bases__'] = bases
    if '__module__' not in ns:
        # CPython's type() takes it from its caller's globals: this module.
        ns['__module__'] = __name__
    return meta(name, entries, ns, **kwds)


def resolve_bases(bases):
    """The bases with each non-class that has __mro_entries__ replaced by
    the classes it names (PEP 560); bases itself when none does."""
    resolved = []
    changed = False
    for base in bases:
        if isinstance(base, type) or not hasattr(base, "__mro_entries__"):
            resolved.append(base)
            continue
        entries = base.__mro_entries__(bases)
        changed = True
        if not isinstance(entries, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        resolved.extend(entries)
    return tuple(resolved) if changed else bases


def prepare_class(name, bases=(), kwds=None):
    """(metaclass, namespace, keywords) for a class statement: the most
    derived metaclass, the namespace its __prepare__ gives (or a dict),
    and a copy of kwds without 'metaclass'."""
    kwds = {} if kwds is None else dict(kwds)
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    elif bases:
        meta = type(bases[0])
    else:
        meta = type
    if isinstance(meta, type):
        # The most derived metaclass of meta and the bases' wins.
        meta = _calculate_meta(meta, bases)
    ns = meta.__prepare__(name, bases, **kwds) if hasattr(meta, '__prepare__') else {}
    return meta, ns, kwds


def _calculate_meta(meta, bases):
    # Each base's metaclass must be an ancestor or a descendant of the
    # winner so far; a descendant takes over.
    winner = meta
    for base in bases:
        candidate = type(base)
        if issubclass(winner, candidate):
            continue
        if not issubclass(candidate, winner):
            raise TypeError("metaclass conflict: the metaclass of a derived class must be "
                            "a (non-strict) subclass of the metaclasses of all its bases")
        winner = candidate
    return winner


class DynamicClassAttribute:
    """A property on instances only: looked up on the class it raises
    AttributeError, so the metaclass's __getattr__ answers there instead
    (an attribute of the class and one of its instances can then share a
    name, as Enum's members and their name and value do)."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget, self.fset, self.fdel = fget, fset, fdel
        # Without doc the getter's docstring serves (and a new getter's).
        self.__doc__ = doc or fget.__doc__
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is not None:
            if self.fget is None:
                raise AttributeError("unreadable attribute")
            return self.fget(instance)
        # On the class: abstract ones stay visible to ABCMeta.
        if self.__isabstractmethod__:
            return self
        raise AttributeError()

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("can't set attribute")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("can't delete attribute")
        self.fdel(instance)

    def getter(self, fget):
        doc = (fget.__doc__ if self.overwrite_doc else None) or self.__doc__
        return _derived(self, fget, self.fset, self.fdel, doc)

    def setter(self, fset):
        return _derived(self, self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return _derived(self, self.fget, self.fset, fdel, self.__doc__)


def _derived(old, fget, fset, fdel, doc):
    # A copy of old with other accessors, keeping where its doc comes from.
    new = type(old)(fget, fset, fdel, doc)
    new.overwrite_doc = old.overwrite_doc
    return new


def coroutine(func):
    """Make a generator function usable with await."""
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')
    # pyex's await already drives a generator, so a generator function
    # needs no change; any other callable's result is awaited as it is.
    return func
