"""Shallow and deep copies of Python objects.

copy(x) returns a shallow copy of x, deepcopy(x) a deep one. A class can
control its copies with __copy__ and __deepcopy__(memo); otherwise the
protocol of pickle is used: __reduce_ex__(4) describes how to rebuild
the object. pyex writes this module in Python: the work is in the
callbacks it makes.
"""

__all__ = ["Error", "copy", "deepcopy"]

from _pyex_copy import deep_container as _deep_container


class Error(Exception):
    pass

error = Error   # backward compatibility


def _identity(x, *rest):
    return x


_NoneType = type(None)
_Function = type(_identity)
_Builtin = type(len)

# Objects of these classes are their own deep copies...
_deep_atomic = {
    _NoneType, int, float, bool, complex, str, bytes, type, range, property,
    _Function, _Builtin, type(Ellipsis), type(NotImplemented),
}
# ... and these their own shallow copies.
_atomic = _deep_atomic | {tuple, frozenset, slice}


class _Probe:
    def method(self):
        pass

_MethodType = type(_Probe().method)
del _Probe


# --- shallow copies ---------------------------------------------------------

_copiers = {
    list: list.copy,
    dict: dict.copy,
    set: set.copy,
    bytearray: bytearray.copy,
}


def copy(x):
    """A shallow copy of x: a new container holding the same items."""
    cls = type(x)
    # Immutable values and classes are their own copies.
    if cls in _atomic or issubclass(cls, type):
        return x
    maker = _copiers.get(cls)
    if maker is None:
        maker = getattr(cls, "__copy__", None)
    if maker is not None:
        return maker(x)
    rv = _reduce(x, cls, "shallow")
    if isinstance(rv, str):
        return x
    return _reconstruct(x, None, *rv)


def _reduce(x, cls, kind):
    reductor = getattr(x, "__reduce_ex__", None)
    if reductor is not None:
        return reductor(4)
    reductor = getattr(x, "__reduce__", None)
    if reductor is not None:
        return reductor()
    raise Error("un(%s)copyable object of type %s" % (kind, cls))


# A bound method is copied as CPython's method.__reduce__ rebuilds it: a
# new method of the same function and object.
_copiers[_MethodType] = lambda x: type(x)(x.__func__, x.__self__)


# --- deep copies ------------------------------------------------------------------

def deepcopy(x, memo=None, _nil=[]):
    """A deep copy of x: its items copied too, recursively; memo maps the
    ids of objects already copied to their copies."""
    if memo is None:
        memo = {}
    key = id(x)
    made = memo.get(key, _nil)
    if made is not _nil:
        return made
    cls = type(x)
    if cls in _deep_atomic or issubclass(cls, type):
        made = x
    elif cls in _deep_copiers:
        if cls in _go_copied and type(memo) is dict:
            # Nested lists, dicts and tuples are walked in Go; it calls
            # back here for every other kind of object.
            made = _deep_container(x, memo, deepcopy)
        else:
            made = _deep_copiers[cls](x, memo)
    else:
        hook = getattr(x, "__deepcopy__", None)
        if hook is not None:
            made = hook(memo)
        else:
            rv = _reduce(x, cls, "deep")
            made = x if isinstance(rv, str) else _reconstruct(x, memo, *rv)
    # A copy of an object is remembered, and the object kept alive while
    # the memo lives (its id must not be reused).
    if made is not x:
        memo[key] = made
        _keep_alive(x, memo)
    return made


def _deepcopy_list(x, memo):
    made = []
    # Registered before the items are copied: the list may contain itself.
    memo[id(x)] = made
    for item in x:
        made.append(deepcopy(item, memo))
    return made


def _deepcopy_tuple(x, memo):
    y = [deepcopy(a, memo) for a in x]
    # A tuple that contains itself (through a list) was copied already.
    try:
        return memo[id(x)]
    except KeyError:
        pass
    for old, new in zip(x, y):
        if old is not new:
            return tuple(y)
    return x


def _deepcopy_dict(x, memo):
    made = {}
    memo[id(x)] = made
    for key, value in x.items():
        made[deepcopy(key, memo)] = deepcopy(value, memo)
    return made


def _deepcopy_method(x, memo):
    return type(x)(x.__func__, deepcopy(x.__self__, memo))


_deep_copiers = {
    bytearray: lambda x, memo: bytearray(x),
    list: _deepcopy_list,
    tuple: _deepcopy_tuple,
    dict: _deepcopy_dict,
    _MethodType: _deepcopy_method,
}


_go_copied = {list, tuple, dict}


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None,
                 *, deepcopy=deepcopy):
    # Rebuilds x from the parts __reduce_ex__ gave: a call, then its state,
    # list items and dict items, each copied too when memo (deep) is given.
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    made = func(*args)
    if deep:
        memo[id(x)] = made
    if state is not None:
        _restore_state(made, deepcopy(state, memo) if deep else state)
    if listiter is not None:
        for item in listiter:
            made.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for key, value in dictiter:
            if deep:
                # In the order of made[deepcopy(key)] = deepcopy(value).
                value = deepcopy(value, memo)
                key = deepcopy(key, memo)
            made[key] = value
    return made


def _restore_state(obj, state):
    # __setstate__ when the object has one; else state is the __dict__
    # contents, or a (__dict__ contents, slot values) pair.
    if hasattr(obj, '__setstate__'):
        obj.__setstate__(state)
        return
    slots = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slots = state
    if state is not None:
        obj.__dict__.update(state)
    if slots is not None:
        for name, value in slots.items():
            setattr(obj, name, value)


del _Function, _Builtin, _NoneType
