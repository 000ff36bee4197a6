"""repr() with limits on the size of what it shows.

pyex writes this module in Python. A Repr object picks a method by the
name of the value's type (repr_list, repr_dict ...; spaces in a type name
become underscores) and falls back to repr_instance.
"""

import builtins

__all__ = ["Repr", "repr", "recursive_repr"]


def recursive_repr(fillvalue='...'):
    """Decorator for a __repr__ that returns fillvalue when called again on
    the same object from inside itself."""

    def decorate(user_function):
        active = set()

        def wrapper(self):
            key = id(self)
            if key in active:
                return fillvalue
            active.add(key)
            try:
                return user_function(self)
            finally:
                active.discard(key)

        # The wrapper passes for the function it wraps (no __wrapped__,
        # as in CPython).
        for attr in ('__module__', '__doc__', '__name__', '__qualname__'):
            setattr(wrapper, attr, getattr(user_function, attr))
        wrapper.__annotations__ = getattr(user_function, '__annotations__', {})
        return wrapper

    return decorate


def _sorted_if_possible(x):
    # Unorderable members keep their iteration order.
    try:
        return sorted(x)
    except Exception:
        return list(x)


def _middle_cut(s, limit, fill):
    # Keeps the head and tail of s around fill; the cut treats the fill
    # as three characters long whatever its real length.
    head = max(0, (limit - 3) // 2)
    tail = max(0, limit - 3 - head)
    return s[:head] + fill + s[len(s) - tail:]


# Each Repr's settings, in the order CPython sets them.
_DEFAULT_LIMITS = dict(
    fillvalue='...', maxlevel=6, maxtuple=6, maxlist=6, maxarray=5, maxdict=4,
    maxset=6, maxfrozenset=6, maxdeque=6, maxstring=30, maxlong=40, maxother=30)


class Repr:
    """Size-limited repr with per-type limits held as attributes."""

    def __init__(self):
        # Instance attributes, so that one Repr can be tuned alone.
        vars(self).update(_DEFAULT_LIMITS)

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        name = type(x).__name__
        if ' ' in name:
            name = '_'.join(name.split())
        method = getattr(self, 'repr_' + name, None)
        if method is None:
            return self.repr_instance(x, level)
        return method(x, level)

    def _repr_iterable(self, x, level, left, right, maxiter, trail=''):
        n = len(x)
        if level <= 0 and n:
            body = self.fillvalue
        else:
            pieces = []
            for item in x:
                if len(pieces) >= maxiter:
                    break
                pieces.append(self.repr1(item, level - 1))
            if n > maxiter:
                pieces.append(self.fillvalue)
            body = ', '.join(pieces)
            if n == 1 and trail:
                right = trail + right
        return left + body + right

    def repr_tuple(self, x, level):
        return self._repr_iterable(x, level, '(', ')', self.maxtuple, ',')

    def repr_list(self, x, level):
        return self._repr_iterable(x, level, '[', ']', self.maxlist)

    def repr_array(self, x, level):
        if not x:
            return "array('%s')" % x.typecode
        return self._repr_iterable(x, level, "array('%s', [" % x.typecode, '])', self.maxarray)

    def repr_set(self, x, level):
        if not x:
            return 'set()'
        return self._repr_iterable(_sorted_if_possible(x), level, '{', '}', self.maxset)

    def repr_frozenset(self, x, level):
        if not x:
            return 'frozenset()'
        return self._repr_iterable(_sorted_if_possible(x), level, 'frozenset({', '})',
                                   self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._repr_iterable(x, level, 'deque([', '])', self.maxdeque)

    def repr_dict(self, x, level):
        if not x:
            return '{}'
        if not level > 0:
            # Too deep: the braces say it is a dict, the rest is elided.
            shown = [self.fillvalue]
        else:
            inner = level - 1
            shown = ['%s: %s' % (self.repr1(key, inner), self.repr1(x[key], inner))
                     for key in _sorted_if_possible(x)[:self.maxdict]]
            if len(x) > self.maxdict:
                shown.append(self.fillvalue)
        return '{' + ', '.join(shown) + '}'

    def repr_str(self, x, level):
        s = builtins.repr(x[:self.maxstring])
        if len(s) > self.maxstring:
            head = max(0, (self.maxstring - 3) // 2)
            tail = max(0, self.maxstring - 3 - head)
            s = builtins.repr(x[:head] + x[len(x) - tail:])
            s = s[:head] + self.fillvalue + s[len(s) - tail:]
        return s

    def repr_int(self, x, level):
        s = builtins.repr(x)
        if len(s) > self.maxlong:
            s = _middle_cut(s, self.maxlong, self.fillvalue)
        return s

    def repr_instance(self, x, level):
        # Anything without a repr_<type> method; a failing repr shows as
        # the class and address.
        try:
            text = builtins.repr(x)
        except Exception:
            return '<%s instance at %#x>' % (x.__class__.__name__, id(x))
        if len(text) <= self.maxother:
            return text
        return _middle_cut(text, self.maxother, self.fillvalue)


aRepr = Repr()
repr = aRepr.repr
