"""functools: higher-order functions and operations on callable objects.

pyex writes the hot parts in Go (module _functools: reduce, partial,
cmp_to_key and the lru_cache wrapper); the decorators built from them and
the class-heavy parts (wraps, total_ordering, singledispatch,
cached_property, partialmethod) are Python, here.
"""

__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial', 'partialmethod', 'singledispatch', 'singledispatchmethod',
           'cached_property']

from _functools import reduce, cmp_to_key, partial, _lru_cache_wrapper

_GenericAlias = type(list[int])
_UnionType = type(int | str)
_MappingProxy = type(type.__dict__)


# --- update_wrapper and wraps ---------------------------------------------

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS,
                   updated=WRAPPER_UPDATES):
    """Copy wrapped's name, docstring and other metadata onto wrapper, and set wrapper.__wrapped__."""
    for name in assigned:
        try:
            value = getattr(wrapped, name)
        except AttributeError:
            continue
        setattr(wrapper, name, value)
    for name in updated:
        getattr(wrapper, name).update(getattr(wrapped, name, {}))
    # Set last, so that a __wrapped__ copied from wrapped's __dict__ does
    # not win over wrapped itself.
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """A decorator that applies update_wrapper(the decorated, wrapped)."""
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned,
                   updated=updated)


# --- total_ordering ---------------------------------------------------------
# Each derived method asks the root comparison first and passes its
# NotImplemented through.

def _gt_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return not r and self != other

def _le_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return r or self == other

def _ge_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return not r

def _ge_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return not r or self == other

def _lt_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return r and self != other

def _gt_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return not r

def _lt_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return not r and self != other

def _ge_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return r or self == other

def _le_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return not r

def _le_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return not r or self == other

def _gt_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return r and self != other

def _lt_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return not r

_derived = {
    '__lt__': (('__gt__', _gt_from_lt), ('__le__', _le_from_lt), ('__ge__', _ge_from_lt)),
    '__le__': (('__ge__', _ge_from_le), ('__lt__', _lt_from_le), ('__gt__', _gt_from_le)),
    '__gt__': (('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt), ('__le__', _le_from_gt)),
    '__ge__': (('__le__', _le_from_ge), ('__gt__', _gt_from_ge), ('__lt__', _lt_from_ge)),
}


def total_ordering(cls):
    """Fill in the comparisons a class lacks from one it defines."""
    defined = [op for op in ('__lt__', '__le__', '__gt__', '__ge__')
               if getattr(cls, op, None) is not getattr(object, op, None)]
    if not defined:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    # The root is the first of __lt__, __le__, __gt__, __ge__ defined.
    root = defined[0]
    for name, fn in _derived[root]:
        if name not in defined:
            fn.__name__ = name
            setattr(cls, name, fn)
    return cls


# --- lru_cache ----------------------------------------------------------------

class _CacheInfo(tuple):
    'CacheInfo(hits, misses, maxsize, currsize)'
    __slots__ = ()
    _fields = ('hits', 'misses', 'maxsize', 'currsize')
    _field_defaults = {}
    __match_args__ = ('hits', 'misses', 'maxsize', 'currsize')

    def __new__(cls, hits, misses, maxsize, currsize):
        return tuple.__new__(cls, (hits, misses, maxsize, currsize))

    hits = property(lambda self: self[0], doc='Alias for field number 0')
    misses = property(lambda self: self[1], doc='Alias for field number 1')
    maxsize = property(lambda self: self[2], doc='Alias for field number 2')
    currsize = property(lambda self: self[3], doc='Alias for field number 3')

    def __repr__(self):
        return 'CacheInfo(hits=%r, misses=%r, maxsize=%r, currsize=%r)' % tuple(self)

    def __getnewargs__(self):
        return tuple(self)

    def _asdict(self):
        return dict(zip(self._fields, self))

    def _replace(self, **kwds):
        values = [kwds.pop(f, v) for f, v in zip(self._fields, self)]
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return type(self)(*values)

    @classmethod
    def _make(cls, iterable):
        values = tuple(iterable)
        if len(values) != 4:
            raise TypeError(f'Expected 4 arguments, got {len(values)}')
        return tuple.__new__(cls, values)

_CacheInfo.__name__ = 'CacheInfo'
_CacheInfo.__qualname__ = 'CacheInfo'


def _cached(user_function, maxsize, typed):
    wrapper = _lru_cache_wrapper(user_function, maxsize, typed, _CacheInfo)
    params = {'maxsize': maxsize, 'typed': typed}
    wrapper.cache_parameters = lambda: dict(params)
    return update_wrapper(wrapper, user_function)


def lru_cache(maxsize=128, typed=False):
    """Memoize a function, keeping the maxsize results used most recently."""
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        # Used bare: @lru_cache.
        return _cached(maxsize, 128, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _cached(user_function, maxsize, typed)
    return decorating_function


def cache(user_function, /):
    """Memoize a function without a size limit."""
    return _cached(user_function, None, False)


# --- partialmethod --------------------------------------------------------------

class partialmethod(object):
    """partial() for methods: the arguments are applied after the instance
    (or class) the method binds to; wraps descriptors such as classmethod."""

    def __init__(self, func, /, *args, **keywords):
        _check_method_target(func)
        if isinstance(func, partialmethod):
            # Flattened: the inner partialmethod's arguments come first.
            func, args, keywords = func.func, func.args + args, {**func.keywords, **keywords}
        self.func, self.args, self.keywords = func, args, keywords

    def __repr__(self):
        args = ", ".join(map(repr, self.args))
        keywords = ", ".join("{}={!r}".format(k, v) for k, v in self.keywords.items())
        return "{}.{}({}, {}, {})".format(type(self).__module__, type(self).__qualname__,
                                          self.func, args, keywords)

    def _make_unbound_method(self):
        # A plain function taking the instance (or class) first, bound as
        # any function is.
        def _method(cls_or_self, /, *args, **keywords):
            merged = {**self.keywords, **keywords}
            return self.func(cls_or_self, *self.args, *args, **merged)
        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method._partialmethod = self
        return _method

    def __get__(self, obj, cls=None):
        get = getattr(self.func, "__get__", None)
        bound = self.func if get is None else get(obj, cls)
        if bound is self.func:
            return self._make_unbound_method().__get__(obj, cls)
        # A descriptor that bound itself (a classmethod, say): apply the
        # arguments to what it returned.
        applied = partial(bound, *self.args, **self.keywords)
        try:
            applied.__self__ = bound.__self__
        except AttributeError:
            pass
        return applied

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)

    __class_getitem__ = classmethod(_GenericAlias)


def _check_method_target(func):
    # What partialmethod and singledispatchmethod can wrap.
    if not callable(func) and not hasattr(func, "__get__"):
        raise TypeError(f"{func!r} is not callable or a descriptor")


def _unwrap_partial(func):
    while isinstance(func, partial):
        func = func.func
    return func


# --- singledispatch -------------------------------------------------------------

def _mro_with_abcs(cls, types):
    """cls's MRO, with the registered classes cls is only a virtual
    subclass of (ABCs) placed after the last class that also is one."""
    mro = list(cls.__mro__)
    for typ in types:
        if typ in mro or not isinstance(typ, type):
            continue
        try:
            if not issubclass(cls, typ):
                continue
        except TypeError:
            continue
        at = 0
        for i, m in enumerate(mro):
            if m is not typ and issubclass(m, typ):
                at = i + 1
        mro.insert(at, typ)
    return mro


def _find_impl(cls, registry):
    for t in _mro_with_abcs(cls, registry):
        if t in registry:
            return registry[t]
    return None


def _is_union(t):
    return isinstance(t, _UnionType)


def _is_valid_dispatch_type(cls):
    if isinstance(cls, type):
        return True
    return _is_union(cls) and all(isinstance(a, type) for a in cls.__args__)


def _class_of(obj):
    # obj.__class__, as CPython dispatches (a proxy may lie about its
    # class); None's is spelled out, as the runtime reads None.__class__
    # as a lookup through the class.
    if obj is None:
        return type(None)
    return obj.__class__


def singledispatch(func):
    """Make func a generic function that dispatches on its first argument's class."""
    registry = {}
    cache = {}

    def dispatch(cls):
        """The implementation for cls: its own, or its nearest base's."""
        if cls in cache:
            return cache[cls]
        impl = registry[cls] if cls in registry else _find_impl(cls, registry)
        cache[cls] = impl
        return impl

    def register(cls, func=None):
        """Register func for cls (a class or a union of classes); with cls
        alone, a decorator; with an annotated function, for its first
        parameter's annotation."""
        valid = _is_valid_dispatch_type(cls)
        if valid and func is None:
            return lambda f: register(cls, f)
        if not valid:
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. "
                                f"{cls!r} is not a class or union type.")
            func, cls = _dispatch_from_annotation(cls)
        for key in (cls.__args__ if _is_union(cls) else (cls,)):
            registry[key] = func
        cache.clear()
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least '
                            '1 positional argument')
        return dispatch(_class_of(args[0]))(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    registry[object] = func
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = _MappingProxy(registry)
    wrapper._clear_cache = cache.clear
    update_wrapper(wrapper, func)
    return wrapper


def _dispatch_from_annotation(func):
    # @register on an annotated function: the class of its first annotation.
    notes = getattr(func, '__annotations__', None)
    if not notes and isinstance(func, (classmethod, staticmethod)):
        # Python 3.10+ gives these their function's annotations.
        notes = getattr(func.__func__, '__annotations__', None)
    if not notes:
        raise TypeError(f"Invalid first argument to `register()`: {func!r}. "
                        f"Use either `@register(some_class)` or plain `@register` "
                        f"on an annotated function.")
    argname, cls = next(iter(notes.items()))
    if isinstance(cls, str):
        cls = _resolve_annotation(func, cls)
    if not _is_valid_dispatch_type(cls):
        problem = 'not all arguments are classes' if _is_union(cls) else 'is not a class'
        raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} {problem}.")
    return func, cls


def _resolve_annotation(func, text):
    """A string annotation evaluated in func's module, as typing.get_type_hints
    evaluates it ('int', 'str | bytes'; a NameError for an unknown name)."""
    target = getattr(func, '__func__', func)
    return eval(text, dict(getattr(target, '__globals__', {})))


class singledispatchmethod:
    """A method dispatching on the class of its first argument after self
    (singledispatch for methods); wraps descriptors such as classmethod."""

    def __init__(self, func):
        _check_method_target(func)
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        """Register method for cls, as singledispatch's register does."""
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            impl = self.dispatcher.dispatch(_class_of(args[0]))
            return impl.__get__(obj, cls)(*args, **kwargs)
        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)


# --- cached_property -------------------------------------------------------------

_NOT_FOUND = object()

try:
    from _inspect import own_get as _own_get, own_set as _own_set
except ImportError:
    def _own_get(instance, name, missing):
        return NotImplemented

    def _own_set(instance, name, value):
        return False


def _cache_store(instance, name, value, store=None):
    # cached_property's store of a computed value in instance.__dict__
    # (store, when the caller has read it already).
    kind = type(instance).__name__
    if store is None:
        try:
            store = instance.__dict__
        except AttributeError:
            raise TypeError(f"No '__dict__' attribute on {kind!r} "
                            f"instance to cache {name!r} property.") from None
    try:
        store[name] = value
    except TypeError:
        raise TypeError(f"The '__dict__' attribute on {kind!r} instance does not support "
                        f"item assignment for caching {name!r} property.") from None
    return value


class cached_property:
    # Computed on first access, then kept in the instance's __dict__ under
    # the attribute's name, where later lookups find it first.

    def __init__(self, func):
        self.func, self.attrname, self.__doc__ = func, None, func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is not None and name != self.attrname:
            raise TypeError("Cannot assign the same cached_property to two different names "
                            f"({self.attrname!r} and {name!r}).")
        self.attrname = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname
        if name is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        # An instance with the standard __dict__: read and write its own
        # attributes without making the dict (Go helpers).
        value = _own_get(instance, name, _NOT_FOUND)
        if value is not NotImplemented:
            if value is not _NOT_FOUND:
                return value
            value = self.func(instance)
            if _own_set(instance, name, value):
                return value
            return _cache_store(instance, name, value)
        try:
            store = instance.__dict__
        except AttributeError:
            raise TypeError(f"No '__dict__' attribute on {type(instance).__name__!r} "
                            f"instance to cache {name!r} property.") from None
        value = store.get(name, _NOT_FOUND)
        if value is not _NOT_FOUND:
            return value
        return _cache_store(instance, name, self.func(instance), store)

    __class_getitem__ = classmethod(_GenericAlias)
