"""Weak references, written in Python, with deterministic semantics.

pyex collects garbage by tracing, and when a tracing collector frees an
object is not determined, while a pyex run must be. So a weak reference
here keeps its referent for the whole run: ref() always returns the
object, callbacks are never called, the weak dictionaries and WeakSet
never lose entries, and a finalize() runs only when called. `del` and
gc.collect() change none of this. What CPython decides without a
collector is kept: which objects accept weak references (TypeError for
int, str, tuple, list, dict...), that ref(obj) without a callback is one
shared object, getweakrefcount, and the reprs. docs/DIFFERENCES.md says
the same.
"""

import sys

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs",
           "WeakKeyDictionary", "ReferenceType", "ProxyType",
           "CallableProxyType", "ProxyTypes", "WeakValueDictionary",
           "WeakSet", "WeakMethod", "finalize"]

# id(obj) -> (obj, [weak references to it]); the objects live for the
# run, so their ids are never reused.
_refs = {}

_NOT_WEAKREFABLE = (int, float, complex, str, bytes, bytearray, tuple, list,
                    dict, type(None), type(Ellipsis), type(NotImplemented),
                    range, slice)


def _check(obj):
    tp = type(obj)
    if tp in _NOT_WEAKREFABLE or isinstance(obj, (int, str, bytes, tuple)):
        raise TypeError("cannot create weak reference to %r object" % tp.__name__)
    user = [c for c in tp.__mro__ if c.__module__ != 'builtins']
    if user and all('__slots__' in c.__dict__ for c in user):
        slots = []
        for c in user:
            s = c.__dict__['__slots__']
            slots.extend([s] if isinstance(s, str) else s)
        if '__weakref__' not in slots and '__dict__' not in slots:
            raise TypeError("cannot create weak reference to %r object" % tp.__name__)


def _addr(obj):
    return '0x%x' % id(obj)


def _track(obj, r):
    entry = _refs.get(id(obj))
    if entry is None:
        _refs[id(obj)] = (obj, [r])
    else:
        entry[1].append(r)


class ReferenceType(object):
    """A weak reference: calling it returns the referent."""

    __slots__ = ('_obj', '__callback__', '_hash')

    def __new__(cls, obj, callback=None):
        _check(obj)
        if callback is None and cls is ReferenceType:
            entry = _refs.get(id(obj))
            if entry is not None:
                for r in entry[1]:
                    if type(r) is ReferenceType and r.__callback__ is None:
                        return r
        self = object.__new__(cls)
        self._obj = obj
        self.__callback__ = callback
        self._hash = None
        _track(obj, self)
        return self

    def __init__(self, obj, callback=None):
        pass

    def __call__(self):
        return self._obj

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(self._obj)
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        return self._obj == other._obj

    def __ne__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        return self._obj != other._obj

    def __repr__(self):
        obj = self._obj
        name = getattr(type(obj), '__name__', None)
        return "<weakref at %s; to '%s' at %s>" % (_addr(self), name, _addr(obj))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


ReferenceType.__module__ = 'weakref'
ref = ReferenceType


class KeyedRef(ref):
    """A ref with a key attribute, as WeakValueDictionary uses."""

    __slots__ = ('key',)

    def __new__(cls, ob, callback, key):
        self = ref.__new__(cls, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, key):
        pass


def _update_pairs(other, kwargs):
    # The (key, value) pairs of update(other, **kwargs): other's items (a
    # mapping, or anything dict() takes), then the keywords.
    if other is not None:
        yield from (other if hasattr(other, "items") else _builtin_dict(other)).items()
    yield from kwargs.items()


_builtin_dict = dict


class WeakMethod(ref):
    """A weak reference to a bound method: calling it rebinds the method."""

    __slots__ = ('_func_ref', '_meth_type', '_alive', '__weakref__')

    def __new__(cls, meth, callback=None):
        try:
            obj, func = meth.__self__, meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None
        # The reference is to the instance; the function is held strongly.
        self = ref.__new__(cls, obj, callback)
        self._func_ref = func
        self._meth_type = type(meth)
        self._alive = True
        return self

    def __call__(self):
        return self._meth_type(self._func_ref, self._obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            return self._obj is other._obj and self._func_ref == other._func_ref
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, WeakMethod):
            return not self.__eq__(other)
        return NotImplemented

    __hash__ = ref.__hash__


def _proxy_target(p):
    return object.__getattribute__(p, '_obj')


class ProxyType(object):
    """A weak proxy: attribute access and operators reach the referent."""

    __slots__ = ('_obj', '_callback')

    def __init__(self, obj, callback=None):
        object.__setattr__(self, '_obj', obj)
        object.__setattr__(self, '_callback', callback)

    def __getattribute__(self, name):
        return getattr(_proxy_target(self), name)

    def __setattr__(self, name, value):
        setattr(_proxy_target(self), name, value)

    def __delattr__(self, name):
        delattr(_proxy_target(self), name)

    def __repr__(self):
        obj = _proxy_target(self)
        return '<weakproxy at %s; to %r at %s>' % (_addr(self), type(obj).__name__, _addr(obj))

    def __str__(self):
        return str(_proxy_target(self))

    def __bool__(self):
        return bool(_proxy_target(self))

    def __hash__(self):
        raise TypeError("unhashable type: 'weakref.ProxyType'")

    def __len__(self):
        return len(_proxy_target(self))

    def __iter__(self):
        return iter(_proxy_target(self))

    def __next__(self):
        return next(_proxy_target(self))

    def __contains__(self, item):
        return item in _proxy_target(self)

    def __getitem__(self, key):
        return _proxy_target(self)[key]

    def __setitem__(self, key, value):
        _proxy_target(self)[key] = value

    def __delitem__(self, key):
        del _proxy_target(self)[key]

    def __eq__(self, other):
        return _proxy_target(self) == other

    def __ne__(self, other):
        return _proxy_target(self) != other

    def __lt__(self, other):
        return _proxy_target(self) < other

    def __le__(self, other):
        return _proxy_target(self) <= other

    def __gt__(self, other):
        return _proxy_target(self) > other

    def __ge__(self, other):
        return _proxy_target(self) >= other

    def __add__(self, other):
        return _proxy_target(self) + other

    def __radd__(self, other):
        return other + _proxy_target(self)

    def __sub__(self, other):
        return _proxy_target(self) - other

    def __rsub__(self, other):
        return other - _proxy_target(self)

    def __mul__(self, other):
        return _proxy_target(self) * other

    def __rmul__(self, other):
        return other * _proxy_target(self)

    def __truediv__(self, other):
        return _proxy_target(self) / other

    def __floordiv__(self, other):
        return _proxy_target(self) // other

    def __mod__(self, other):
        return _proxy_target(self) % other

    def __neg__(self):
        return -_proxy_target(self)

    def __abs__(self):
        return abs(_proxy_target(self))

    def __index__(self):
        return _proxy_target(self).__index__()


ProxyType.__module__ = 'weakref'


class CallableProxyType(ProxyType):
    """A weak proxy to a callable object."""

    __slots__ = ()

    def __call__(self, *args, **kwargs):
        return _proxy_target(self)(*args, **kwargs)


CallableProxyType.__module__ = 'weakref'
ProxyTypes = (ProxyType, CallableProxyType)


def proxy(object, callback=None):
    _check(object)
    cls = CallableProxyType if callable(object) else ProxyType
    p = cls(object, callback)
    _track(object, p)
    return p


def getweakrefcount(object):
    entry = _refs.get(id(object))
    return len(entry[1]) if entry is not None and entry[0] is object else 0


def getweakrefs(object):
    entry = _refs.get(id(object))
    return list(entry[1]) if entry is not None and entry[0] is object else []


class WeakValueDictionary(object):
    """A mapping whose values are held weakly (here: for the run)."""

    def __init__(self, other=(), /, **kw):
        self.data = {}
        self.update(other, **kw)

    def __getitem__(self, key):
        return self.data[key]()

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        return len(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return "<%s at %s>" % (self.__class__.__name__, _addr(self))

    def __setitem__(self, key, value):
        self.data[key] = KeyedRef(value, None, key)

    def copy(self):
        new = WeakValueDictionary()
        for key, wr in self.data.items():
            new[key] = wr()
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        for key, wr in self.data.items():
            new[deepcopy(key, memo)] = wr()
        return new

    def get(self, key, default=None):
        wr = self.data.get(key)
        return default if wr is None else wr()

    def items(self):
        for k, wr in list(self.data.items()):
            yield k, wr()

    def keys(self):
        for k in list(self.data):
            yield k

    __iter__ = keys

    def itervaluerefs(self):
        yield from list(self.data.values())

    def values(self):
        for wr in list(self.data.values()):
            yield wr()

    def popitem(self):
        key, wr = self.data.popitem()
        return key, wr()

    def pop(self, key, *args):
        try:
            wr = self.data.pop(key)
        except KeyError:
            if args:
                return args[0]
            raise
        return wr()

    def setdefault(self, key, default=None):
        if key in self.data:
            return self.data[key]()
        self[key] = default
        return default

    def update(self, other=None, /, **kwargs):
        for key, value in _update_pairs(other, kwargs):
            self[key] = value

    def valuerefs(self):
        return list(self.data.values())

    def clear(self):
        self.data.clear()

    def __or__(self, other):
        if hasattr(other, 'items'):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self


class WeakKeyDictionary(object):
    """A mapping whose keys are held weakly (here: for the run)."""

    def __init__(self, dict=None):
        self.data = {}
        if dict is not None:
            self.update(dict)

    def __delitem__(self, key):
        del self.data[ref(key)]

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __len__(self):
        return len(self.data)

    def __repr__(self):
        return "<%s at %s>" % (self.__class__.__name__, _addr(self))

    def __setitem__(self, key, value):
        self.data[ref(key)] = value

    def copy(self):
        new = WeakKeyDictionary()
        for key, value in self.data.items():
            new[key()] = value
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        for key, value in self.data.items():
            new[key()] = deepcopy(value, memo)
        return new

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def __contains__(self, key):
        # What cannot be weakly referenced is never a key.
        try:
            probe = ref(key)
        except TypeError:
            return False
        return probe in self.data

    def items(self):
        for wr, value in list(self.data.items()):
            yield wr(), value

    def keys(self):
        for wr in list(self.data):
            yield wr()

    __iter__ = keys

    def values(self):
        for value in list(self.data.values()):
            yield value

    def keyrefs(self):
        return list(self.data)

    def popitem(self):
        key, value = self.data.popitem()
        return key(), value

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key), default)

    def update(self, dict=None, /, **kwargs):
        for key, value in _update_pairs(dict, kwargs):
            self[key] = value

    def clear(self):
        self.data.clear()

    def __or__(self, other):
        if hasattr(other, 'items'):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self


class WeakSet(object):
    """A set whose members are held weakly (here: for the run)."""

    def __init__(self, data=None):
        self.data = set()
        if data is not None:
            self.update(data)

    def __iter__(self):
        for itemref in list(self.data):
            yield itemref()

    def __len__(self):
        return len(self.data)

    def __contains__(self, item):
        try:
            wr = ref(item)
        except TypeError:
            return False
        return wr in self.data

    def __reduce__(self):
        return (self.__class__, (list(self),), getattr(self, '__dict__', None))

    def add(self, item):
        self.data.add(ref(item))

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def pop(self):
        while True:
            try:
                itemref = self.data.pop()
            except KeyError:
                raise KeyError('pop from empty WeakSet') from None
            return itemref()

    def remove(self, item):
        self.data.remove(ref(item))

    def discard(self, item):
        try:
            self.data.discard(ref(item))
        except TypeError:
            pass

    def update(self, other):
        for element in other:
            self.add(element)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference(self, other):
        new = self.copy()
        new.difference_update(other)
        return new

    __sub__ = difference

    def difference_update(self, other):
        self.__isub__(other)

    def __isub__(self, other):
        if self is other:
            self.data.clear()
        else:
            self.data.difference_update(ref(item) for item in other)
        return self

    def intersection(self, other):
        return self.__class__(item for item in other if item in self)

    __and__ = intersection

    def intersection_update(self, other):
        self.__iand__(other)

    def __iand__(self, other):
        self.data.intersection_update(ref(item) for item in other)
        return self

    def issubset(self, other):
        return self.data.issubset(ref(item) for item in other)

    __le__ = issubset

    def __lt__(self, other):
        return self.data < set(map(ref, other))

    def issuperset(self, other):
        return self.data.issuperset(ref(item) for item in other)

    __ge__ = issuperset

    def __gt__(self, other):
        return self.data > set(map(ref, other))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.data == set(map(ref, other))

    def symmetric_difference(self, other):
        new = self.copy()
        new.symmetric_difference_update(other)
        return new

    __xor__ = symmetric_difference

    def symmetric_difference_update(self, other):
        self.__ixor__(other)

    def __ixor__(self, other):
        if self is other:
            self.data.clear()
        else:
            self.data.symmetric_difference_update(ref(item) for item in other)
        return self

    def union(self, other):
        return self.__class__(e for s in (self, other) for e in s)

    __or__ = union

    def isdisjoint(self, other):
        return len(self.intersection(other)) == 0

    def __repr__(self):
        return repr(self.data)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class finalize:
    """Calls func(*args, **kwargs) once, when called. Since referents live
    for the run, it never runs on its own."""

    __slots__ = ('_obj', '_func', '_args', '_kwargs', '_alive', 'atexit', '__weakref__')

    def __init__(self, obj, func, /, *args, **kwargs):
        _check(obj)
        self._obj = obj
        self._func = func
        self._args = args
        self._kwargs = kwargs or None
        self._alive = True
        self.atexit = True

    def __call__(self, _=None):
        if self._alive:
            self._alive = False
            return self._func(*self._args, **(self._kwargs or {}))

    def detach(self):
        if self._alive:
            self._alive = False
            return (self._obj, self._func, self._args, self._kwargs or {})

    def peek(self):
        if self._alive:
            return (self._obj, self._func, self._args, self._kwargs or {})

    @property
    def alive(self):
        return self._alive

    def __repr__(self):
        if not self._alive:
            return '<%s object at %#x; dead>' % (type(self).__name__, id(self))
        return '<%s object at %#x; for %r at %#x>' % (
            type(self).__name__, id(self), type(self._obj).__name__, id(self._obj))
