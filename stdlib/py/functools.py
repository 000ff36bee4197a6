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
    """Class decorator: derive the missing rich comparisons from __eq__ and
    one ordering method the class defines."""
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
    """partial() for methods: binds like the wrapped callable, then
    prepends the stored arguments."""

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError("{!r} is not callable or a descriptor".format(func))
        # Wrapping another partialmethod flattens the two into one.
        if isinstance(func, partialmethod):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func, self.args, self.keywords = func, args, keywords

    def __repr__(self):
        args = ", ".join(map(repr, self.args))
        keywords = ", ".join("{}={!r}".format(k, v) for k, v in self.keywords.items())
        return "{}.{}({}, {}, {})".format(type(self).__module__, type(self).__qualname__,
                                          self.func, args, keywords)

    def _make_unbound_method(self):
        spec = self

        def _method(cls_or_self, /, *args, **keywords):
            merged = dict(spec.keywords)
            merged.update(keywords)
            return spec.func(cls_or_self, *spec.args, *args, **merged)
        _method.__isabstractmethod__ = spec.__isabstractmethod__
        _method._partialmethod = spec
        return _method

    def __get__(self, obj, cls=None):
        binder = getattr(self.func, "__get__", None)
        if binder is not None:
            bound = binder(obj, cls)
            if bound is not self.func:
                # A descriptor that bound itself (a classmethod, say):
                # apply the arguments to what it returned.
                applied = partial(bound, *self.args, **self.keywords)
                owner = getattr(bound, '__self__', _NOT_FOUND)
                if owner is not _NOT_FOUND:
                    applied.__self__ = owner
                return applied
        # A plain function (or a descriptor returning itself) becomes a
        # method that prepends the stored arguments.
        return self._make_unbound_method().__get__(obj, cls)

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
    """Make func a generic function that dispatches on the class of its
    first argument; implementations are added with .register."""
    registry = {}
    cache = {}

    def dispatch(cls):
        """generic_func.dispatch(cls) -> <function implementation>"""
        impl = cache.get(cls, _NOT_FOUND)
        if impl is _NOT_FOUND:
            impl = registry[cls] if cls in registry else _find_impl(cls, registry)
            cache[cls] = impl
        return impl

    def register(cls, func=None):
        """generic_func.register(cls, func) -> func"""
        if not _is_valid_dispatch_type(cls):
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. "
                                f"{cls!r} is not a class or union type.")
            # Plain @register: the class comes from the first annotation.
            func, cls = _annotated_dispatch_type(cls)
        elif func is None:
            return lambda f: register(cls, f)
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


def _annotated_dispatch_type(func):
    """(func, class) for a function registered by its first annotation."""
    notes = getattr(func, '__annotations__', None)
    if not notes and isinstance(func, (classmethod, staticmethod)):
        # Python 3.10+ gives these their function's annotations.
        notes = getattr(func.__func__, '__annotations__', None)
    if not notes:
        raise TypeError(
            f"Invalid first argument to `register()`: {func!r}. "
            f"Use either `@register(some_class)` or plain `@register` "
            f"on an annotated function.")
    argname, target = next(iter(notes.items()))
    if isinstance(target, str):
        target = _resolve_annotation(func, target)
    if not _is_valid_dispatch_type(target):
        problem = ("not all arguments are classes" if _is_union(target)
                   else "is not a class")
        raise TypeError(f"Invalid annotation for {argname!r}. "
                        f"{target!r} {problem}.")
    return func, target


def _resolve_annotation(func, name):
    """The class a string annotation names, looked up in func's module."""
    g = getattr(func, '__globals__', {})
    if name in g:
        return g[name]
    import builtins
    return getattr(builtins, name, name)


class singledispatchmethod:
    """singledispatch for methods: dispatches on the first argument after
    self (or cls)."""

    def __init__(self, func):
        if not (callable(func) or hasattr(func, "__get__")):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.func = func
        self.dispatcher = singledispatch(func)

    def register(self, cls, method=None):
        """generic_method.register(cls, func) -> func"""
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        dispatch = self.dispatcher.dispatch

        def call(*args, **kwargs):
            impl = dispatch(_class_of(args[0]))
            return impl.__get__(obj, cls)(*args, **kwargs)
        call.__isabstractmethod__ = self.__isabstractmethod__
        call.register = self.register
        update_wrapper(call, self.func)
        return call

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)


# --- cached_property -------------------------------------------------------------

_NOT_FOUND = object()


class cached_property:
    """A property computed once per instance, then kept in the instance's
    __dict__ under the same name."""

    def __init__(self, func):
        self.func = func
        self.__doc__ = func.__doc__
        self.attrname = None

    def __set_name__(self, owner, name):
        if self.attrname is not None and name != self.attrname:
            raise TypeError(
                "Cannot assign the same cached_property to two different "
                f"names ({self.attrname!r} and {name!r}).")
        self.attrname = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname
        if name is None:
            raise TypeError("Cannot use cached_property instance without "
                            "calling __set_name__ on it.")
        kind = type(instance).__name__
        try:
            store = instance.__dict__
        except AttributeError:
            raise TypeError(f"No '__dict__' attribute on {kind!r} instance "
                            f"to cache {name!r} property.") from None
        value = store.get(name, _NOT_FOUND)
        if value is not _NOT_FOUND:
            return value
        value = self.func(instance)
        try:
            store[name] = value
        except TypeError:
            raise TypeError(f"The '__dict__' attribute on {kind!r} instance "
                            "does not support item assignment for caching "
                            f"{name!r} property.") from None
        return value

    __class_getitem__ = classmethod(_GenericAlias)
