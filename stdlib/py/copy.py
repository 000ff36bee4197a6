"""Shallow and deep copies of Python objects.

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
    """A shallow copy of x: containers are new, their items shared."""
    cls = type(x)
    # Immutable values and classes are their own copies.
    if cls in _atomic or issubclass(cls, type):
        return x
    copier = _copiers.get(cls) or getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    how = _reduce(x, cls, "shallow")
    return x if isinstance(how, str) else _reconstruct(x, None, *how)


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
    """A deep copy of x. memo maps the id() of each object copied so far
    to its copy, so that shared and cyclic references stay so."""
    if memo is None:
        memo = {}
    key = id(x)
    done = memo.get(key, _nil)
    if done is not _nil:
        return done

    cls = type(x)
    copier = _deep_copiers.get(cls)
    if cls in _deep_atomic or issubclass(cls, type):
        result = x
    elif copier is not None:
        result = copier(x, memo)
    else:
        hook = getattr(x, "__deepcopy__", None)
        if hook is not None:
            result = hook(memo)
        else:
            how = _reduce(x, cls, "deep")
            result = x if isinstance(how, str) else _reconstruct(x, memo, *how)
    # A copy of an object is remembered, and the object kept alive while
    # the memo lives (its id must not be reused).
    if result is not x:
        memo[key] = result
        _keep_alive(x, memo)
    return result


def _deepcopy_list(x, memo):
    # Registered before its items are copied, so that a list containing
    # itself copies to a list containing the copy.
    out = memo[id(x)] = []
    for item in x:
        out.append(deepcopy(item, memo))
    return out


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
    out = memo[id(x)] = {}
    for k, v in x.items():
        out[deepcopy(k, memo)] = deepcopy(v, memo)
    return out


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


def _reconstruct(x, memo, func, args, state=None, listiter=None,
                 dictiter=None, *, deepcopy=deepcopy):
    # Rebuilds x from the parts its __reduce_ex__ gave; memo is None for
    # a shallow copy, else every part is deep-copied on the way.
    deep = memo is not None
    if deep and args:
        args = [deepcopy(arg, memo) for arg in args]
    obj = func(*args)
    if deep:
        memo[id(x)] = obj
    if state is not None:
        _restore_state(obj, deepcopy(state, memo) if deep else state)
    if listiter is not None:
        for item in listiter:
            obj.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for k, v in dictiter:
            if deep:
                k, v = deepcopy(k, memo), deepcopy(v, memo)
            obj[k] = v
    return obj


def _restore_state(obj, state):
    if hasattr(obj, '__setstate__'):
        obj.__setstate__(state)
        return
    # Without __setstate__, state is the instance dict, or a pair of it
    # and a dict of slot values (as slotted classes reduce).
    slots = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slots = state
    if state is not None:
        obj.__dict__.update(state)
    if slots is not None:
        for name, value in slots.items():
            setattr(obj, name, value)


del _Function, _Builtin, _NoneType
