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
    """Update a wrapper function to look like the wrapped function."""
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
    """Decorator factory to apply update_wrapper() to a wrapper function."""
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
    """Class decorator that fills in missing ordering methods"""
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
    """Least-recently-used cache decorator."""
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
    'Simple lightweight unbounded cache.  Sometimes called "memoize".'
    return _cached(user_function, None, False)


# --- partialmethod --------------------------------------------------------------

class partialmethod(object):
    """Method descriptor with partial application of the given arguments
    and keywords.

    Supports wrapping existing descriptors and handles non-descriptor
    callables as instance methods.
    """

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError("{!r} is not callable or a descriptor".format(func))
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        args = ", ".join(map(repr, self.args))
        keywords = ", ".join("{}={!r}".format(k, v) for k, v in self.keywords.items())
        return "{}.{}({}, {}, {})".format(type(self).__module__, type(self).__qualname__,
                                          self.func, args, keywords)

    def _make_unbound_method(self):
        def _method(cls_or_self, /, *args, **keywords):
            keywords = {**self.keywords, **keywords}
            return self.func(cls_or_self, *self.args, *args, **keywords)
        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method._partialmethod = self
        return _method

    def __get__(self, obj, cls=None):
        get = getattr(self.func, "__get__", None)
        result = None
        if get is not None:
            bound = get(obj, cls)
            if bound is not self.func:
                # A descriptor that bound itself (a classmethod, say):
                # apply the arguments to what it returned.
                result = partial(bound, *self.args, **self.keywords)
                try:
                    result.__self__ = bound.__self__
                except AttributeError:
                    pass
        if result is None:
            result = self._make_unbound_method().__get__(obj, cls)
        return result

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)

    __class_getitem__ = classmethod(_GenericAlias)


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
    """Single-dispatch generic function decorator."""
    registry = {}
    cache = {}

    def dispatch(cls):
        """generic_func.dispatch(cls) -> <function implementation>"""
        try:
            return cache[cls]
        except KeyError:
            pass
        try:
            impl = registry[cls]
        except KeyError:
            impl = _find_impl(cls, registry)
        cache[cls] = impl
        return impl

    def register(cls, func=None):
        """generic_func.register(cls, func) -> func"""
        if _is_valid_dispatch_type(cls):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(
                    f"Invalid first argument to `register()`. "
                    f"{cls!r} is not a class or union type.")
            ann = getattr(cls, '__annotations__', None)
            if not ann and isinstance(cls, (classmethod, staticmethod)):
                # Python 3.10+ gives these their function's annotations.
                ann = getattr(cls.__func__, '__annotations__', None)
            if not ann:
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    f"Use either `@register(some_class)` or plain `@register` "
                    f"on an annotated function.")
            func = cls
            argname, cls = next(iter(ann.items()))
            if isinstance(cls, str):
                cls = _resolve_annotation(func, cls)
            if not _is_valid_dispatch_type(cls):
                if _is_union(cls):
                    raise TypeError(
                        f"Invalid annotation for {argname!r}. "
                        f"{cls!r} not all arguments are classes.")
                raise TypeError(
                    f"Invalid annotation for {argname!r}. "
                    f"{cls!r} is not a class.")
        if _is_union(cls):
            for arg in cls.__args__:
                registry[arg] = func
        else:
            registry[cls] = func
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


def _resolve_annotation(func, name):
    """The class a string annotation names, looked up in func's module."""
    g = getattr(func, '__globals__', {})
    if name in g:
        return g[name]
    import builtins
    return getattr(builtins, name, name)


class singledispatchmethod:
    """Single-dispatch generic method descriptor.

    Supports wrapping existing descriptors and handles non-descriptor
    callables as instance methods.
    """

    def __init__(self, func):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        """generic_method.register(cls, func) -> func"""
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(_class_of(args[0]))
            return method.__get__(obj, cls)(*args, **kwargs)
        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)


# --- cached_property -------------------------------------------------------------

_NOT_FOUND = object()


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                "Cannot assign the same cached_property to two different names "
                f"({self.attrname!r} and {name!r})."
            )

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError(
                "Cannot use cached_property instance without calling __set_name__ on it.")
        try:
            cache = instance.__dict__
        except AttributeError:
            msg = (
                f"No '__dict__' attribute on {type(instance).__name__!r} "
                f"instance to cache {self.attrname!r} property."
            )
            raise TypeError(msg) from None
        val = cache.get(self.attrname, _NOT_FOUND)
        if val is _NOT_FOUND:
            val = self.func(instance)
            try:
                cache[self.attrname] = val
            except TypeError:
                msg = (
                    f"The '__dict__' attribute on {type(instance).__name__!r} instance "
                    f"does not support item assignment for caching {self.attrname!r} property."
                )
                raise TypeError(msg) from None
        return val

    __class_getitem__ = classmethod(_GenericAlias)
