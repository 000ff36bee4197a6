"""Names for the interpreter's built-in types that have no builtin name,
and helpers for making classes dynamically.

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

# The remaining types are those of representative objects.
(BuiltinFunctionType, BuiltinMethodType, WrapperDescriptorType,
 MethodWrapperType, MethodDescriptorType, ClassMethodDescriptorType,
 ModuleType, GetSetDescriptorType) = map(type, (
    len, [].append, object.__init__,
    object().__str__, str.join, dict.__dict__['fromkeys'],
    sys, int.__dict__['real']))
TracebackType = _types.TracebackType
FrameType = _types.FrameType
MemberDescriptorType = _types.MemberDescriptorType

(GenericAlias, UnionType, EllipsisType, NoneType,
 NotImplementedType) = map(type, (
    list[int], int | str, ..., None, NotImplemented))

del sys, _types, _f, _g, _c, _ag, _C


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Build a class as a class statement would; exec_body(ns) fills in
    its namespace."""
    actual = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, actual, kwds)
    if exec_body is not None:
        exec_body(ns)
    # Remember the bases as written when __mro_entries__ replaced some.
    if actual is not bases:
        ns['__orig_bases__'] = bases
    if '__module__' not in ns:
        # CPython's type() takes it from its caller's globals: this module.
        ns['__module__'] = __name__
    return meta(name, actual, ns, **kwds)


def resolve_bases(bases):
    """bases with each non-class that has __mro_entries__ replaced by the
    classes it returns (PEP 560); bases itself when nothing changes."""
    out = []
    changed = False
    for base in bases:
        if isinstance(base, type) or not hasattr(base, "__mro_entries__"):
            out.append(base)
            continue
        entries = base.__mro_entries__(bases)
        if not isinstance(entries, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        out.extend(entries)
        changed = True
    return tuple(out) if changed else bases


def prepare_class(name, bases=(), kwds=None):
    """(metaclass, namespace, kwds) for a class about to be made: kwds is
    a copy without its 'metaclass' entry, namespace comes from the
    metaclass's __prepare__."""
    options = {} if kwds is None else dict(kwds)
    if 'metaclass' in options:
        meta = options.pop('metaclass')
    else:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        # The most derived metaclass of meta and the bases' wins.
        meta = _calculate_meta(meta, bases)
    prepare = getattr(meta, '__prepare__', None)
    ns = {} if prepare is None else prepare(name, bases, **options)
    return meta, ns, options


_META_CONFLICT = ("metaclass conflict: the metaclass of a derived class must "
                  "be a (non-strict) subclass of the metaclasses of all its "
                  "bases")


def _calculate_meta(meta, bases):
    # Each base's metaclass must be comparable with the best so far.
    best = meta
    for base in bases:
        other = type(base)
        if issubclass(best, other):
            continue
        if not issubclass(other, best):
            raise TypeError(_META_CONFLICT)
        best = other
    return best


class DynamicClassAttribute:
    """A property for instances that, read on the class, raises
    AttributeError so that the class's __getattr__ answers instead (as
    enum members' name and value do)."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget, self.fset, self.fdel = fget, fset, fdel
        # Without an explicit doc the getter's docstring is used, and the
        # copies getter() makes keep following the getter's.
        self.overwrite_doc = doc is None
        self.__doc__ = doc or fget.__doc__
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is not None:
            if self.fget is None:
                raise AttributeError("unreadable attribute")
            return self.fget(instance)
        if not self.__isabstractmethod__:
            raise AttributeError()
        return self

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
        return _derive(self, fget, self.fset, self.fdel, doc)

    def setter(self, fset):
        return _derive(self, self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return _derive(self, self.fget, self.fset, fdel, self.__doc__)


def _derive(attr, fget, fset, fdel, doc):
    # A copy of attr with one accessor replaced, of attr's own class.
    copy = type(attr)(fget, fset, fdel, doc)
    copy.overwrite_doc = attr.overwrite_doc
    return copy


def coroutine(func):
    """Make a generator function usable with await."""
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')
    # pyex's await already drives a generator, so a generator function
    # needs no change; any other callable's result is awaited as it is.
    return func
