"""Generic (shallow and deep) copying operations.

copy(x) returns a shallow copy of x, deepcopy(x) a deep one. A class can
control its copies with __copy__ and __deepcopy__(memo); otherwise the
protocol of pickle is used: __reduce_ex__(4) describes how to rebuild
the object. pyex writes this module in Python: the work is in the
callbacks it makes.
"""

__all__ = ["Error", "copy", "deepcopy"]


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
    """Shallow copy operation on arbitrary Python objects.

    See the module's __doc__ string for more info.
    """
    cls = type(x)
    if cls in _atomic:
        return x
    copier = _copiers.get(cls)
    if copier is not None:
        return copier(x)
    if issubclass(cls, type):
        return x
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
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
    """Deep copy operation on arbitrary Python objects.

    See the module's __doc__ string for more info.
    """
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y

    cls = type(x)
    if cls in _deep_atomic:
        y = x
    else:
        copier = _deep_copiers.get(cls)
        if copier is not None:
            y = copier(x, memo)
        elif issubclass(cls, type):
            y = x
        else:
            copier = getattr(x, "__deepcopy__", None)
            if copier is not None:
                y = copier(memo)
            else:
                rv = _reduce(x, cls, "deep")
                if isinstance(rv, str):
                    y = x
                else:
                    y = _reconstruct(x, memo, *rv)
    # A copy of an object is remembered, and the object kept alive while
    # the memo lives (its id must not be reused).
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _deepcopy_list(x, memo):
    y = []
    memo[id(x)] = y
    append = y.append
    for a in x:
        append(deepcopy(a, memo))
    return y


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
    y = {}
    memo[id(x)] = y
    for key, value in x.items():
        y[deepcopy(key, memo)] = deepcopy(value, memo)
    return y


def _deepcopy_method(x, memo):
    return type(x)(x.__func__, deepcopy(x.__self__, memo))


_deep_copiers = {
    bytearray: lambda x, memo: bytearray(x),
    list: _deepcopy_list,
    tuple: _deepcopy_tuple,
    dict: _deepcopy_dict,
    _MethodType: _deepcopy_method,
}


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _reconstruct(x, memo, func, args,
                 state=None, listiter=None, dictiter=None,
                 *, deepcopy=deepcopy):
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y

    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, '__setstate__'):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                y.__dict__.update(state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)

    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value
    return y


del _Function, _Builtin, _NoneType
