"""Abstract Base Classes for containers (PEP 3119), the body of
collections.abc.

pyex writes this module in Python, as CPython does: the classes are ABCs
whose mixin methods are plain Python, and the built-in container types
are registered as virtual subclasses at the end. It is importable on its
own (as _collections_abc) so that modules can use the ABCs without
importing the whole collections package; its classes report the module
collections.abc, as CPython's do.
"""

from abc import ABCMeta, abstractmethod
import sys

# Classes defined below report collections.abc as their module.
__name__ = "collections.abc"

GenericAlias = type(list[int])
EllipsisType = type(...)


def _f():
    pass


FunctionType = type(_f)
del _f

# In CPython's order, which is what collections.abc.__all__ shows.
__all__ = [
    "Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
    "Hashable", "Iterable", "Iterator", "Generator", "Reversible", "Sized",
    "Container", "Callable", "Collection", "Set", "MutableSet", "Mapping",
    "MutableMapping", "MappingView", "KeysView", "ItemsView", "ValuesView",
    "Sequence", "MutableSequence", "ByteString",
]

# The concrete types of the built-in iterators and views, registered
# below with the ABCs they implement.
def _iter_type(sample):
    return type(iter(sample))


bytes_iterator = _iter_type(b'')
bytearray_iterator = _iter_type(bytearray())
dict_keyiterator = _iter_type({}.keys())
dict_valueiterator = _iter_type({}.values())
dict_itemiterator = _iter_type({}.items())
list_iterator = _iter_type([])
list_reverseiterator = _iter_type(reversed([]))
range_iterator = _iter_type(range(0))
# A range beyond the machine word has its own iterator type.
longrange_iterator = _iter_type(range(1 << 1000))
set_iterator = _iter_type(set())
str_iterator = _iter_type("")
tuple_iterator = _iter_type(())
zip_iterator = type(zip())
dict_keys = type({}.keys())
dict_values = type({}.values())
dict_items = type({}.items())
mappingproxy = type(type.__dict__)


def _gen():
    yield


generator = type(_gen())
del _gen


async def _coro():
    pass


_coro = _coro()
coroutine = type(_coro)
_coro.close()
del _coro


async def _ag():
    yield


async_generator = type(_ag())
del _ag


def _check_methods(C, *methods):
    # True when C's MRO defines every one of methods, none of them as None
    # (a None there declares the protocol unsupported); else NotImplemented.
    for wanted in methods:
        owner = next((k for k in C.__mro__ if wanted in k.__dict__), None)
        if owner is None or owner.__dict__[wanted] is None:
            return NotImplemented
    return True


def _recognised_by(*methods):
    # Class decorator: the ABC (not its subclasses) counts any class that
    # defines methods as a virtual subclass.
    def install(abc):
        def __subclasshook__(cls, C):
            return _check_methods(C, *methods) if cls is abc else NotImplemented
        __subclasshook__.__qualname__ = abc.__qualname__ + '.__subclasshook__'
        abc.__subclasshook__ = classmethod(__subclasshook__)
        return abc
    return install


@_recognised_by("__hash__")
class Hashable(metaclass=ABCMeta):

    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0


@_recognised_by("__await__")
class Awaitable(metaclass=ABCMeta):

    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield

    __class_getitem__ = classmethod(GenericAlias)


@_recognised_by('__await__', 'send', 'throw', 'close')
class Coroutine(Awaitable):

    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        # The old three-argument form: a class alone is raised as is.
        exc = typ if val is None and tb is None else (typ() if val is None else val)
        raise exc if tb is None else exc.with_traceback(tb)

    def close(self):
        finished = (GeneratorExit, StopIteration)
        try:
            self.throw(GeneratorExit)
        except finished:
            return
        raise RuntimeError("coroutine ignored GeneratorExit")


Coroutine.register(coroutine)


@_recognised_by("__aiter__")
class AsyncIterable(metaclass=ABCMeta):

    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    __class_getitem__ = classmethod(GenericAlias)


@_recognised_by("__anext__", "__aiter__")
class AsyncIterator(AsyncIterable):

    __slots__ = ()

    @abstractmethod
    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


@_recognised_by('__aiter__', '__anext__', 'asend', 'athrow', 'aclose')
class AsyncGenerator(AsyncIterator):

    __slots__ = ()

    async def __anext__(self):
        return await self.asend(None)

    @abstractmethod
    async def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    async def athrow(self, typ, val=None, tb=None):
        exc = typ if val is None and tb is None else (typ() if val is None else val)
        raise exc if tb is None else exc.with_traceback(tb)

    async def aclose(self):
        finished = (GeneratorExit, StopAsyncIteration)
        try:
            await self.athrow(GeneratorExit)
        except finished:
            return
        raise RuntimeError("asynchronous generator ignored GeneratorExit")


AsyncGenerator.register(async_generator)


@_recognised_by("__iter__")
class Iterable(metaclass=ABCMeta):

    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        while False:
            yield None

    __class_getitem__ = classmethod(GenericAlias)


@_recognised_by('__iter__', '__next__')
class Iterator(Iterable):

    __slots__ = ()

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self


for _t in (bytes_iterator, bytearray_iterator, dict_keyiterator,
           dict_valueiterator, dict_itemiterator, list_iterator,
           list_reverseiterator, range_iterator, longrange_iterator,
           set_iterator, str_iterator, tuple_iterator, zip_iterator):
    Iterator.register(_t)
del _t


@_recognised_by("__reversed__", "__iter__")
class Reversible(Iterable):

    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None


@_recognised_by('__iter__', '__next__', 'send', 'throw', 'close')
class Generator(Iterator):

    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        exc = typ if val is None and tb is None else (typ() if val is None else val)
        raise exc if tb is None else exc.with_traceback(tb)

    def close(self):
        finished = (GeneratorExit, StopIteration)
        try:
            self.throw(GeneratorExit)
        except finished:
            return
        raise RuntimeError("generator ignored GeneratorExit")


Generator.register(generator)


@_recognised_by("__len__")
class Sized(metaclass=ABCMeta):

    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0


@_recognised_by("__contains__")
class Container(metaclass=ABCMeta):

    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    __class_getitem__ = classmethod(GenericAlias)


@_recognised_by("__len__", "__iter__", "__contains__")
class Collection(Sized, Iterable, Container):

    __slots__ = ()


def _type_repr(obj):
    # How typing shows a type in a subscription: int, not <class 'int'>.
    if isinstance(obj, type) and not isinstance(obj, GenericAlias):
        home = obj.__module__
        return obj.__qualname__ if home == 'builtins' else f'{home}.{obj.__qualname__}'
    if obj is Ellipsis:
        return '...'
    return obj.__name__ if isinstance(obj, FunctionType) else repr(obj)


class _CallableGenericAlias:
    """Callable[[arg, ...], result]: the arguments are flattened into
    __args__, and the repr shows them as a list, as CPython's does."""

    __slots__ = ('__origin__', '__args__')

    def __init__(self, origin, args):
        if not isinstance(args, tuple) or len(args) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        params, result = args
        if isinstance(params, (tuple, list)):
            args = (*params, result)
        elif params is not Ellipsis:
            raise TypeError(f"Expected a list of types, an ellipsis, "
                            f"ParamSpec, or Concatenate. Got {params}")
        self.__origin__ = origin
        self.__args__ = args

    @property
    def __parameters__(self):
        return ()

    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is Ellipsis:
            return f'collections.abc.Callable[..., {_type_repr(args[1])}]'
        return (f'collections.abc.Callable'
                f'[[{", ".join([_type_repr(a) for a in args[:-1]])}], '
                f'{_type_repr(args[-1])}]')

    def __eq__(self, other):
        if not isinstance(other, _CallableGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)


@_recognised_by("__call__")
class Callable(metaclass=ABCMeta):

    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    __class_getitem__ = classmethod(_CallableGenericAlias)


### SETS ###


class Set(Collection):
    """A read-only set: concrete subclasses define __contains__, __iter__
    and __len__; the comparisons and the &, |, - and ^ operators come from
    them, and return values built by _from_iterable (the class called
    with an iterable, unless overridden).
    """

    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) <= len(other) and all(item in other for item in self)

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) >= len(other) and all(item in self for item in other)

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        return not any(item in self for item in other)

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(_one_then_other(self, other))

    __ror__ = __or__

    def __sub__(self, other):
        other = _as_set_operand(self, other)
        if other is NotImplemented:
            return other
        return self._from_iterable(item for item in self if item not in other)

    def __rsub__(self, other):
        other = _as_set_operand(self, other)
        if other is NotImplemented:
            return other
        return self._from_iterable(item for item in other if item not in self)

    def __xor__(self, other):
        other = _as_set_operand(self, other)
        if other is NotImplemented:
            return other
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        # frozenset's hash algorithm over the elements' hashes, computed in
        # unbounded ints and folded into a signed machine word.
        top = sys.maxsize
        word = 2 * top + 1
        acc = (1927868237 * (len(self) + 1)) & word
        for item in self:
            x = hash(item)
            acc = (acc ^ ((x ^ (x << 16) ^ 89869747) * 3644798167)) & word
        acc = ((acc ^ (acc >> 11) ^ (acc >> 25)) * 69069 + 907133923) & word
        if acc > top:
            acc -= word + 1
        return 590923713 if acc == -1 else acc


def _one_then_other(first, second):
    yield from first
    yield from second


def _as_set_operand(owner, other):
    # The other operand of a Set operator as a Set (an iterable is made one
    # with owner's _from_iterable), or NotImplemented.
    if isinstance(other, Set):
        return other
    if isinstance(other, Iterable):
        return owner._from_iterable(other)
    return NotImplemented


def _empty_out(remove_one, exhausted):
    # Calls remove_one until it raises exhausted: what clear() does for the
    # mutable ABCs, whose only removal primitive is pop or popitem.
    while True:
        try:
            remove_one()
        except exhausted:
            return


def _discard_each(target, values):
    for value in values:
        target.discard(value)


Set.register(frozenset)


class MutableSet(Set):
    """A mutable set: concrete subclasses also define add and discard;
    remove, pop, clear and the in-place operators come from them."""

    __slots__ = ()

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        value = next(iter(self), _MISSING)
        if value is _MISSING:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        _empty_out(self.pop, KeyError)

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        _discard_each(self, self - it)
        return self

    def __ixor__(self, it):
        # x ^= x empties x; iterating x while toggling it would not.
        if it is self:
            self.clear()
            return self
        toggles = it if isinstance(it, Set) else self._from_iterable(it)
        for value in toggles:
            (self.discard if value in self else self.add)(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            _discard_each(self, it)
        return self


MutableSet.register(set)


### MAPPINGS ###

_MISSING = object()


def _lookup(mapping, key):
    # mapping[key], or _MISSING where that raises KeyError.
    try:
        return mapping[key]
    except KeyError:
        return _MISSING


def _holds(values, value):
    # Membership as the containers test it: identity first, then equality.
    return any(v is value or v == value for v in values)

class Mapping(Collection):
    """A read-only mapping: subclasses define __getitem__, __iter__ and
    __len__, and get the other mapping methods from them."""

    __slots__ = ()

    # Read by the runtime's mapping patterns (match statements).
    __abc_tpflags__ = 1 << 6

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        found = _lookup(self, key)
        return default if found is _MISSING else found

    def __contains__(self, key):
        return _lookup(self, key) is not _MISSING

    def keys(self):
        "D.keys() -> a set-like object providing a view on D's keys"
        return KeysView(self)

    def items(self):
        "D.items() -> a set-like object providing a view on D's items"
        return ItemsView(self)

    def values(self):
        "D.values() -> an object providing a view on D's values"
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


Mapping.register(mappingproxy)


class MappingView(Sized):

    __slots__ = '_mapping',

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f'{self.__class__.__name__}({self._mapping!r})'

    __class_getitem__ = classmethod(GenericAlias)


class KeysView(MappingView, Set):

    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


KeysView.register(dict_keys)


class ItemsView(MappingView, Set):

    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        found = _lookup(self._mapping, key)
        return found is not _MISSING and (found is value or found == value)

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


ItemsView.register(dict_items)


class ValuesView(MappingView, Collection):

    __slots__ = ()

    def __contains__(self, value):
        owner = self._mapping
        return _holds((owner[key] for key in owner), value)

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


ValuesView.register(dict_values)


class MutableMapping(Mapping):
    """A mapping that can change: subclasses also define __setitem__ and
    __delitem__."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    __marker = object()

    def pop(self, key, default=__marker):
        if default is self.__marker:
            # No default: the mapping's own KeyError reaches the caller.
            value = self[key]
        else:
            value = _lookup(self, key)
            if value is _MISSING:
                return default
        del self[key]
        return value

    def popitem(self):
        key = next(iter(self), _MISSING)
        if key is _MISSING:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        _empty_out(self.popitem, KeyError)

    def update(self, other=(), /, **kwds):
        # A mapping, or anything with keys(), gives keys to index it with;
        # anything else is an iterable of pairs.
        if isinstance(other, Mapping):
            pairs = ((k, other[k]) for k in other)
        elif hasattr(other, "keys"):
            pairs = ((k, other[k]) for k in other.keys())
        else:
            pairs = other
        for key, value in pairs:
            self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        found = _lookup(self, key)
        if found is not _MISSING:
            return found
        self[key] = default
        return default


MutableMapping.register(dict)


### SEQUENCES ###

class Sequence(Reversible, Collection):
    """A read-only sequence: subclasses define __getitem__ and __len__,
    and get iteration, in, reversed(), index and count from them."""

    __slots__ = ()

    # Read by the runtime's sequence patterns (match statements).
    __abc_tpflags__ = 1 << 5

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        # Indexes 0, 1, 2... until the first IndexError.
        at = 0
        try:
            while True:
                yield self[at]
                at += 1
        except IndexError:
            return

    def __contains__(self, value):
        return _holds(self, value)

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        start, stop = _index_bounds(self, start, stop)
        at = start
        while stop is None or at < stop:
            try:
                candidate = self[at]
            except IndexError:
                break
            if candidate is value or candidate == value:
                return at
            at += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


def _index_bounds(seq, start, stop):
    # Negative bounds of Sequence.index count from the end; start is
    # clamped at 0, stop is not (a too negative stop finds nothing).
    size = None
    if start is not None and start < 0:
        size = len(seq)
        start = max(size + start, 0)
    if stop is not None and stop < 0:
        stop += len(seq) if size is None else size
    return start, stop


Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)


class ByteString(Sequence):
    """The ABC of bytes and bytearray."""

    __slots__ = ()


ByteString.register(bytes)
ByteString.register(bytearray)


class MutableSequence(Sequence):
    """A sequence that can change: subclasses also define __setitem__,
    __delitem__ and insert."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        _empty_out(self.pop, IndexError)

    def reverse(self):
        n = len(self)
        for i in range(n//2):
            self[i], self[n-i-1] = self[n-i-1], self[i]

    def extend(self, values):
        # s.extend(s) copies first, so it does not chase its own appends.
        for v in (list(values) if values is self else values):
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


MutableSequence.register(list)
MutableSequence.register(bytearray)
