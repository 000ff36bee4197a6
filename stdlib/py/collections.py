"""Container datatypes: deque, defaultdict, OrderedDict, Counter,
namedtuple, ChainMap, UserDict, UserList and UserString.

pyex splits this package between Go and Python. deque, Counter's
counting loop, the field descriptors of named tuples and their __new__
are Go (the _collections module), because programs run them in hot
loops. The dict subclasses (defaultdict, OrderedDict, Counter) are Python
classes over the built-in dict, whose Go lookups serve their reads; only
a miss (__missing__) or a method of their own runs Python.
"""

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList',
           'UserString', 'defaultdict', 'deque', 'namedtuple']

import _collections_abc
import sys as _sys

from keyword import iskeyword as _iskeyword
from _collections import deque
from _collections import _count_elements
from _collections import _tuplegetter
from _collections import _namedtuple_new
from _collections import _namedtuple_entry
from _collections import _odict_methods
from _collections import _nt_asdict, _nt_replaced, _nt_install
from _collections import _counter_top, _install_inits

_collections_abc.MutableSequence.register(deque)


def _recursive_repr(fillvalue='...'):
    """Decorate a __repr__ so that a container that holds itself shows
    fillvalue where it recurs."""

    def decorating_function(user_function):
        running = set()

        def wrapper(self):
            key = id(self)
            if key in running:
                return fillvalue
            running.add(key)
            try:
                result = user_function(self)
            finally:
                running.discard(key)
            return result

        wrapper.__module__ = getattr(user_function, '__module__', None)
        wrapper.__doc__ = getattr(user_function, '__doc__', None)
        wrapper.__name__ = getattr(user_function, '__name__', None)
        wrapper.__qualname__ = getattr(user_function, '__qualname__', None)
        return wrapper

    return decorating_function


################################################################################
### defaultdict
################################################################################

class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory

A dict whose missing keys get default_factory() as their value (in
__getitem__ only); the other arguments are those of dict().
"""

    __slots__ = ('default_factory',)

    def __init__(self, *args, **kwargs):
        if args:
            factory = args[0]
            if factory is not None and not callable(factory):
                raise TypeError("first argument must be callable or None")
            args = args[1:]
        else:
            factory = None
        self.default_factory = factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        try:
            factory = self.default_factory
        except AttributeError:
            # A subclass whose __init__ skipped ours has no factory.
            factory = None
        if factory is None:
            raise KeyError(key)
        self[key] = value = factory()
        return value

    def __repr__(self):
        factory = getattr(self, 'default_factory', None)
        if factory is None:
            frepr = 'None'
        else:
            frepr = _factory_repr(factory)
        return f'{type(self).__name__}({frepr}, {dict.__repr__(self)})'

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        args = () if self.default_factory is None else (self.default_factory,)
        return type(self), args, None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new


@_recursive_repr()
def _factory_repr(factory):
    return repr(factory)


################################################################################
### OrderedDict
################################################################################

class odict_keys(_collections_abc.KeysView):
    __slots__ = ()
    __module__ = 'builtins'

    def __repr__(self):
        return f'odict_keys({list(self)!r})'

    def __reversed__(self):
        return reversed(dict.keys(self._mapping))

    def __iter__(self):
        return iter(dict.keys(self._mapping))


class odict_values(_collections_abc.ValuesView):
    __slots__ = ()
    __module__ = 'builtins'

    def __repr__(self):
        return f'odict_values({list(self)!r})'

    def __reversed__(self):
        return reversed(dict.values(self._mapping))

    def __iter__(self):
        return iter(dict.values(self._mapping))


class odict_items(_collections_abc.ItemsView):
    __slots__ = ()
    __module__ = 'builtins'

    def __repr__(self):
        return f'odict_items({list(self)!r})'

    def __reversed__(self):
        return reversed(dict.items(self._mapping))

    def __iter__(self):
        return iter(dict.items(self._mapping))


class OrderedDict(dict):
    """A dict that can move its keys to either end and pop from either
    end; two OrderedDicts are equal only with the same order."""

    # The built-in dict keeps insertion order; OrderedDict adds moving a
    # key to either end, popping from either end, and equality that
    # respects order between two OrderedDicts.

    # Instances keep a __dict__, as CPython's do.
    __slots__ = ('__dict__',)

    def __init__(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError(f'expected at most 1 arguments, got {len(args)}')
        self.__update(args, kwds)

    def update(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError(f'update expected at most 1 argument, got {len(args)}')
        self.__update(args, kwds)

    def __update(self, args, kwds):
        if args:
            other = args[0]
            if isinstance(other, dict) or hasattr(other, 'keys'):
                for key in other.keys():
                    self[key] = other[key]
            else:
                for pair in other:
                    parts = iter(pair)
                    try:
                        key = next(parts)
                    except StopIteration:
                        raise ValueError('need more than 0 values to unpack') from None
                    try:
                        value = next(parts)
                    except StopIteration:
                        raise ValueError('need more than 1 value to unpack') from None
                    for _ in parts:
                        raise ValueError('too many values to unpack (expected 2)')
                    self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def keys(self):
        "D.keys() -> a set-like object providing a view on D's keys"
        return odict_keys(self)

    def values(self):
        "D.values() -> an object providing a view on D's values"
        return odict_values(self)

    def items(self):
        "D.items() -> a set-like object providing a view on D's items"
        return odict_items(self)

    __ne__ = _collections_abc.MutableMapping.__ne__

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            if not dict.__eq__(self, other):
                return False
            for a, b in zip(dict.keys(self), dict.keys(other)):
                if not (a is b or a == b):
                    return False
            return True
        return dict.__eq__(self, other)

    __hash__ = None

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    def setdefault(self, key, default=None):
        present = key in self
        if not present:
            self[key] = default
        return self[key] if present else default

    __marker = object()

    def pop(self, key, default=__marker):
        if key in self:
            result = self[key]
            del self[key]
            return result
        if default is self.__marker:
            raise KeyError(key)
        return default

    @_recursive_repr()
    def __repr__(self):
        if not self:
            return '%s()' % (self.__class__.__name__,)
        return '%s(%r)' % (self.__class__.__name__, list(dict.items(self)))

    def __reduce__(self):
        state = self.__dict__ or None
        return self.__class__, (), state, None, iter(dict.items(self))

    def copy(self):
        return self.__class__(self)

    def __copy__(self):
        return self.copy()

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def __reversed__(self):
        return reversed(dict.keys(self))

    # d | other and other | d: a new OrderedDict of d's class, the left
    # operand's items first.
    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        return _updated(self.__class__(self), other)

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        return _updated(self.__class__(other), self)

    def __ior__(self, other):
        self.update(other)
        return self


# popitem and move_to_end are Go method descriptors of the class, as
# CPython's are: an LRU cache calls them on every access.
OrderedDict.popitem, OrderedDict.move_to_end = _odict_methods(OrderedDict)


def _updated(target, source):
    target.update(source)
    return target


################################################################################
### namedtuple
################################################################################

def _renamed(names):
    # rename=True: a name that is no identifier, a keyword, private or a
    # repeat is replaced by _ and its position.
    seen = set()
    out = []
    for position, name in enumerate(names):
        unusable = (not name.isidentifier() or _iskeyword(name)
                    or name.startswith('_') or name in seen)
        out.append(f'_{position}' if unusable else name)
        seen.add(name)
    return out


def _check_name(name):
    # What the class name and every field name must be.
    if type(name) is not str:
        raise TypeError('Type names and field names must be strings')
    if not name.isidentifier():
        raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')
    if _iskeyword(name):
        raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')


def _check_fields(names, rename):
    # What field names must be besides: public (unless renamed) and unique.
    earlier = set()
    for name in names:
        if not rename and name.startswith('_'):
            raise ValueError(f'Field names cannot start with an underscore: {name!r}')
        if name in earlier:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        earlier.add(name)


# What a named tuple's _make calls, looked up once.
_tuple_new = tuple.__new__


def _namedtuple(typename, field_names, rename, defaults, module):
    # namedtuple itself is a Go function (_namedtuple_entry) that binds
    # the arguments and finds the caller's module, then calls this.
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = [str(f) for f in field_names]
    typename = _sys.intern(str(typename))
    if rename:
        field_names = _renamed(field_names)
    for name in (typename, *field_names):
        _check_name(name)
    _check_fields(field_names, rename)

    defaults = () if defaults is None else tuple(defaults)
    if len(defaults) > len(field_names):
        raise TypeError('Got more default values than field names')
    # The defaults belong to the last fields.
    field_defaults = dict(zip(field_names[len(field_names) - len(defaults):], defaults))

    fields = tuple(_sys.intern(f) for f in field_names)
    size = len(fields)
    # The class docstring shows a one-field tuple with its trailing comma.
    signature = ', '.join(fields) + (',' if size == 1 else '')
    row_format = '(%s)' % ', '.join(f'{f}=%r' for f in fields)

    __new__ = _namedtuple_new(typename, fields, defaults)

    @classmethod
    def _make(cls, iterable):
        made = _tuple_new(cls, iterable)
        if len(made) != size:
            raise TypeError(f'Expected {size} arguments, got {len(made)}')
        return made

    _make.__func__.__doc__ = (f'Make a new {typename} object from a sequence '
                              'or iterable')

    def _replace(self, /, **kwds):
        # Each field takes its keyword when given, else its current value;
        # keywords left over name no field.
        made = self._make(_nt_replaced(fields, self, kwds))
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return made

    _replace.__doc__ = (f'Return a new {typename} object replacing specified '
                        'fields with new values')

    def __repr__(self):
        'Return a nicely formatted representation string'
        return self.__class__.__name__ + row_format % self

    def _asdict(self):
        'Return a new dict which maps field names to their values.'
        return _nt_asdict(self._fields, self)

    def __getnewargs__(self):
        'Return self as a plain tuple.  Used by copy and pickle.'
        return tuple(self)

    methods = {'_make': _make, '_replace': _replace, '__repr__': __repr__,
               '_asdict': _asdict, '__getnewargs__': __getnewargs__}
    for attr, method in methods.items():
        getattr(method, '__func__', method).__qualname__ = f'{typename}.{attr}'
    # The class dict in CPython's order (vars() of the class shows it).
    body = {'__doc__': f'{typename}({signature})', '__slots__': (),
            '_fields': fields, '_field_defaults': field_defaults,
            '__new__': staticmethod(__new__), **methods, '__match_args__': fields}
    for position, name in enumerate(fields):
        body[name] = _tuplegetter(position, _sys.intern(f'Alias for field number {position}'))

    made = type(typename, (tuple,), body)
    if module is not None:
        made.__module__ = module
    # Calling the class makes the row in Go from here on (until a dunder
    # of the class changes).
    _nt_install(made, fields, defaults)
    return made


namedtuple = _namedtuple_entry(_namedtuple)


########################################################################
###  Counter
########################################################################

try:
    from operator import itemgetter as _itemgetter
    _count_of = _itemgetter(1)
except ImportError:
    def _count_of(pair):
        return pair[1]


class Counter(dict):
    """A dict of counts: missing keys count zero, and counts can be
    added, subtracted, intersected and united like multisets."""

    def __init__(self, iterable=None, /, **kwds):
        super().__init__()
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        if n is None:
            return sorted(self.items(), key=_count_of, reverse=True)
        # Int counts are ranked in Go; anything else compares in Python.
        top = _counter_top(self, n)
        if top is not None:
            return top
        import heapq
        return heapq.nlargest(n, self.items(), key=_count_of)

    def elements(self):
        try:
            from itertools import chain, repeat, starmap
        except ImportError:
            return _elements(self.items())
        return chain.from_iterable(starmap(repeat, self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        # A mapping gives counts to add, any other iterable elements to
        # count one each.
        if iterable is None:
            pass
        elif not isinstance(iterable, _collections_abc.Mapping):
            _count_elements(self, iterable)
        elif not self:
            # A fresh Counter takes the counts as they are.
            dict.update(self, iterable)
        else:
            for elem, count in iterable.items():
                self[elem] = count + self.get(elem, 0)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, _collections_abc.Mapping):
                taken = iterable.items()
            else:
                taken = ((elem, 1) for elem in iterable)
            for elem, count in taken:
                self[elem] = self.get(elem, 0) - count
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        if elem in self:
            super().__delitem__(elem)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            # Most common first, when the counts can be ordered.
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    # The multiset operators give a new Counter holding only positive
    # counts: the left operand's elements first (combined with the right's
    # count, 0 when absent), then those only the right operand has.

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _positive(_combined(self, other, _plus, _same))

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _positive(_combined(self, other, _minus, _negated))

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _positive(_combined(self, other, _larger, _same))

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _positive(_combined(self, other, _smaller, None))

    def __pos__(self):
        return _positive(self.items())

    def __neg__(self):
        return _positive((elem, 0 - count) for elem, count in self.items())

    def _keep_positive(self):
        for elem in [e for e, count in self.items() if not count > 0]:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, theirs in other.items():
            if theirs > self[elem]:
                self[elem] = theirs
        return self._keep_positive()

    def __iand__(self, other):
        for elem, mine in self.items():
            theirs = other[elem]
            if theirs < mine:
                self[elem] = theirs
        return self._keep_positive()


def _plus(mine, theirs):
    return mine + theirs


def _minus(mine, theirs):
    return mine - theirs


def _larger(mine, theirs):
    return theirs if mine < theirs else mine


def _smaller(mine, theirs):
    return mine if mine < theirs else theirs


def _same(count):
    return count


def _negated(count):
    return 0 - count


def _combined(left, right, both, right_only):
    # (element, count) pairs of a binary Counter operation, unfiltered.
    for elem, count in left.items():
        yield elem, both(count, right[elem])
    if right_only is not None:
        for elem, count in right.items():
            if elem not in left:
                yield elem, right_only(count)


def _positive(pairs):
    kept = Counter()
    for elem, count in pairs:
        if count > 0:
            kept[elem] = count
    return kept


def _elements(items):
    for elem, count in items:
        for _ in range(count):
            yield elem


# OrderedDict(), defaultdict(factory) and Counter(iterable) run their
# __init__ in Go (any other call runs the Python one).
_install_inits(OrderedDict, defaultdict, Counter, _collections_abc.Mapping)


########################################################################
###  ChainMap (collection for nested scopes)
########################################################################

class ChainMap(_collections_abc.MutableMapping):
    """A single mapping view over a list of mappings (its maps attribute):
    lookups search them in order; writes and deletions go to maps[0]."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            for key in mapping:
                d[key] = None
        return iter(d)

    def __contains__(self, key):
        # A loop rather than any() over a generator: get() and every
        # `in` test run it.
        for mapping in self.maps:
            if key in mapping:
                return True
        return False

    def __bool__(self):
        return any(self.maps)

    @_recursive_repr()
    def __repr__(self):
        return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        # The keywords fill the new front mapping; a given m is updated
        # in place with them.
        front = kwargs if m is None else m
        if m is not None and kwargs:
            front.update(kwargs)
        return self.__class__(front, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    # Removals only touch maps[0]; their KeyErrors say so.

    def __delitem__(self, key):
        front = self.maps[0]
        try:
            del front[key]
        except KeyError:
            raise _not_in_front(key)

    def popitem(self):
        front = self.maps[0]
        try:
            return front.popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        front = self.maps[0]
        try:
            return front.pop(key, *args)
        except KeyError:
            raise _not_in_front(key)

    def clear(self):
        self.maps[0].clear()

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, _collections_abc.Mapping):
            return NotImplemented
        merged = self.copy()
        merged.maps[0].update(other)
        return merged

    def __ror__(self, other):
        if not isinstance(other, _collections_abc.Mapping):
            return NotImplemented
        # other's items, overridden by the chain's (front mapping last).
        flat = dict(other)
        for layer in self.maps[::-1]:
            flat.update(layer)
        return self.__class__(flat)


def _not_in_front(key):
    return KeyError(f'Key not found in the first mapping: {key!r}')


################################################################################
### UserDict, UserList, UserString
################################################################################

from _collections_user import UserDict, UserList, UserString
