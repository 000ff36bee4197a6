"""Type hints at run time: the names programs annotate with, accepted and
printed as CPython 3.11 prints them (typing.List[int],
typing.Optional[str], __main__.Stack[int]).

pyex writes this module in Python: nothing here runs in a hot loop, and
importing it must stay cheap, so the aliases are small objects built once
and subscriptions make a new small object each time (CPython caches them;
equality and hashing do not depend on that).
"""

import collections as _collections
import collections.abc as _abc
import sys as _sys

_GenericAliasType = type(list[int])
_UnionType = type(int | str)
_FunctionType = type(lambda: None)


class _MethodProbe:
    def probe(self):
        pass


_MethodType = type(_MethodProbe().probe)
del _MethodProbe
_NoneType = type(None)
_ModuleType = type(_sys)


def _type_repr(obj):
    # Classes by qualified name (builtins bare), ... as itself, functions
    # by name; everything else, list[int] included, by its repr.
    if isinstance(obj, type) and not isinstance(obj, _GenericAliasType):
        home = obj.__module__
        return obj.__qualname__ if home == 'builtins' else f'{home}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    return obj.__name__ if isinstance(obj, _FunctionType) else repr(obj)


def _as_tuple(params):
    # X[a] passes a, X[a, b] passes (a, b): always a tuple from here on.
    return params if isinstance(params, tuple) else (params,)


def _try_setattr(obj, name, value, refusals=(AttributeError, TypeError)):
    # Decorators and aliases mark objects where they can; an object that
    # refuses new attributes (slots, builtins) goes unmarked.
    try:
        setattr(obj, name, value)
    except refusals:
        pass


def _type_convert(arg, module=None, allow_special_forms=False):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg, module=module, is_class=allow_special_forms)
    return arg


def _type_check(arg, msg, is_argument=True, module=None, allow_special_forms=False):
    invalid = (Generic, Protocol)
    if not allow_special_forms:
        invalid += (ClassVar,)
        if is_argument:
            invalid += (Final,)
    arg = _type_convert(arg, module=module, allow_special_forms=allow_special_forms)
    if isinstance(arg, _GenericAlias) and arg.__origin__ in invalid:
        raise TypeError(f'{arg} is not valid as type argument')
    bare_ok = (Any, LiteralString, NoReturn, Never, Self, TypeAlias)
    if allow_special_forms:
        bare_ok += (ClassVar, Final)
    if arg in bare_ok:
        return arg
    if isinstance(arg, _SpecialForm) or arg in (Generic, Protocol):
        raise TypeError(f'Plain {arg} is not valid as type argument')
    if type(arg) is tuple:
        raise TypeError(f'{msg} Got {arg!r:.100}.')
    return arg


def _is_typevar_like(x):
    return isinstance(x, (TypeVar, ParamSpec, TypeVarTuple))


def _collect_parameters(args):
    """The type variables in args, in order of first appearance."""
    params = []
    for t in args:
        if isinstance(t, type):
            continue
        if _is_typevar_like(t):
            if t not in params:
                params.append(t)
        elif isinstance(t, (list, tuple)):
            for x in _collect_parameters(t):
                if x not in params:
                    params.append(x)
        else:
            for x in getattr(t, '__parameters__', ()):
                if x not in params:
                    params.append(x)
    return tuple(params)


def _check_generic(cls, parameters, elen):
    if not elen:
        raise TypeError(f'{cls} is not a generic class')
    alen = len(parameters)
    if alen != elen:
        raise TypeError(f"Too {'many' if alen > elen else 'few'} arguments for {cls};"
                        f' actual {alen}, expected {elen}')


def _deduplicate(params):
    # The first of each run of equal members, in order. Members are hashed
    # (an unhashable one raises TypeError, which Literal relies on).
    seen = set()
    firsts = []
    for p in params:
        if p not in seen:
            seen.add(p)
            firsts.append(p)
    return firsts


def _splice_args(params, kinds):
    # params with each member of the given alias kinds replaced by its args.
    out = []
    for p in params:
        out += p.__args__ if isinstance(p, kinds) else (p,)
    return tuple(out)


def _remove_dups_flatten(parameters):
    return tuple(_deduplicate(_splice_args(parameters, (_UnionGenericAlias, _UnionType))))


def _flatten_literal_params(parameters):
    return _splice_args(parameters, _LiteralGenericAlias)



def _tp_cache(func):
    """Remembers what a subscription returned, so that List[int] is
    List[int] (as in CPython) and a repeated annotation costs a dictionary
    lookup. Arguments that cannot be hashed are not remembered; the types
    of the arguments are part of the key (Literal[1] is not Literal[True])."""
    cache = {}

    def inner(owner, params):
        if type(params) is tuple:
            key = (owner, params, tuple([type(p) for p in params]))
        else:
            key = (owner, params, type(params))
        try:
            return cache[key]
        except KeyError:
            pass
        except TypeError:
            return func(owner, params)
        result = func(owner, params)
        if len(cache) >= 1024:
            cache.clear()
        cache[key] = result
        return result
    inner.__name__ = func.__name__
    inner.__qualname__ = func.__qualname__
    inner.__doc__ = func.__doc__
    inner.__wrapped__ = func
    return inner


class _Final:
    """Base of the objects of this module that may not be subclassed."""

    __slots__ = ('__weakref__',)

    def __init_subclass__(cls, /, *args, _root=False, **kwds):
        if not _root:
            raise TypeError('Cannot subclass special typing classes')


class _NotIterable:
    __iter__ = None


class _SpecialForm(_Final, _NotIterable, _root=True):

    def __init__(self, getitem):
        self._getitem = getitem
        self._name = getitem.__name__
        self.__doc__ = getitem.__doc__

    def __getattr__(self, item):
        if item in {'__name__', '__qualname__'}:
            return self._name
        raise AttributeError(item)

    def __mro_entries__(self, bases):
        raise TypeError(f'Cannot subclass {self!r}')

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f'Cannot instantiate {self!r}')

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(f'{self} cannot be used with isinstance()')

    def __subclasscheck__(self, cls):
        raise TypeError(f'{self} cannot be used with issubclass()')

    @_tp_cache
    def __getitem__(self, parameters):
        return self._getitem(self, parameters)


class _LiteralSpecialForm(_SpecialForm, _root=True):
    # Literal's function takes the values spread out: Literal[1, 2] calls
    # it with 1 and 2.
    @_tp_cache
    def __getitem__(self, parameters):
        return self._getitem(self, *_as_tuple(parameters))


class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError('typing.Any cannot be used with isinstance()')
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return 'typing.Any'
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Any: every value fits it, and it fits everywhere."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError('Any cannot be instantiated')
        return super().__new__(cls)


@_SpecialForm
def NoReturn(self, parameters):
    """NoReturn: the result of a function that always raises or never ends."""
    raise TypeError(f'{self} is not subscriptable')


@_SpecialForm
def Never(self, parameters):
    """Never: the type no value has."""
    raise TypeError(f'{self} is not subscriptable')


@_SpecialForm
def Self(self, parameters):
    """Self: the class of the instance a method is called on."""
    raise TypeError(f'{self} is not subscriptable')


@_SpecialForm
def LiteralString(self, parameters):
    """LiteralString: a str built only from literals."""
    raise TypeError(f'{self} is not subscriptable')


@_SpecialForm
def ClassVar(self, parameters):
    """ClassVar[T]: an attribute of the class, not of its instances."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


@_SpecialForm
def Final(self, parameters):
    """Final[T]: a name that is assigned once."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


@_SpecialForm
def Union(self, parameters):
    """Union[X, Y]: a value of X or of Y."""
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = 'Union[arg, ...]: each arg must be a type.'
    parameters = tuple(_type_check(p, msg) for p in parameters)
    parameters = _remove_dups_flatten(parameters)
    if len(parameters) == 1:
        return parameters[0]
    if len(parameters) == 2 and _NoneType in parameters:
        return _UnionGenericAlias(self, parameters, name='Optional')
    return _UnionGenericAlias(self, parameters)


@_SpecialForm
def Optional(self, parameters):
    """Optional[X]: X or None."""
    arg = _type_check(parameters, f'{self} requires a single type.')
    return Union[arg, _NoneType]


@_LiteralSpecialForm
def Literal(self, *parameters):
    """Literal[v, ...]: exactly one of the values given."""
    values = _flatten_literal_params(parameters)
    # Duplicates go, telling 1 from True by type; with an unhashable value
    # all stay.
    try:
        keyed = _deduplicate(_value_and_type_iter(values))
    except TypeError:
        keyed = None
    if keyed is not None:
        values = tuple(value for value, _ in keyed)
    return _LiteralGenericAlias(self, values)


def _value_and_type_iter(parameters):
    return ((p, type(p)) for p in parameters)


@_SpecialForm
def TypeAlias(self, parameters):
    """TypeAlias: marks an assignment as defining a type alias."""
    raise TypeError(f'{self} is not subscriptable')


@_SpecialForm
def Concatenate(self, parameters):
    """Concatenate[T, ..., P]: parameters T, ... put before those of ParamSpec P."""
    if parameters == ():
        raise TypeError('Cannot take a Concatenate of no types.')
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    if not (parameters[-1] is ... or isinstance(parameters[-1], ParamSpec)):
        raise TypeError('The last parameter to Concatenate should be a ParamSpec variable or '
                        'ellipsis.')
    msg = 'Concatenate[arg, ...]: each arg must be a type.'
    parameters = (*(_type_check(p, msg) for p in parameters[:-1]), parameters[-1])
    return _ConcatenateGenericAlias(self, parameters)


@_SpecialForm
def TypeGuard(self, parameters):
    """TypeGuard[T]: a bool result that, when True, narrows the argument to T."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


@_SpecialForm
def Required(self, parameters):
    """Required[T]: a TypedDict key that must be present, whatever total= says."""
    item = _type_check(parameters, f'{self._name} accepts only a single type.')
    return _GenericAlias(self, (item,))


@_SpecialForm
def NotRequired(self, parameters):
    """NotRequired[T]: a TypedDict key that may be absent, whatever total= says."""
    item = _type_check(parameters, f'{self._name} accepts only a single type.')
    return _GenericAlias(self, (item,))


@_SpecialForm
def Unpack(self, parameters):
    """Unpack[Ts]: the types of a TypeVarTuple, spread out."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _UnpackGenericAlias(origin=self, args=(item,))


class ForwardRef(_Final, _root=True):
    """An annotation written as a string, evaluated when hints are asked for."""

    __slots__ = ('__forward_arg__', '__forward_code__', '__forward_evaluated__',
                 '__forward_value__', '__forward_is_argument__', '__forward_is_class__',
                 '__forward_module__')

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f'Forward reference must be a string -- got {arg!r}')
        self.__forward_arg__, self.__forward_module__ = arg, module
        self.__forward_is_argument__, self.__forward_is_class__ = is_argument, is_class
        # Evaluated lazily; these record nothing yet.
        self.__forward_code__, self.__forward_evaluated__, self.__forward_value__ = None, False, None

    def _evaluate(self, globalns, localns, recursive_guard=frozenset()):
        if self.__forward_arg__ in recursive_guard:
            return self
        # A missing namespace is the other one; with both missing, one new
        # empty dict serves as both.
        if globalns is None:
            globalns = {} if localns is None else localns
        if localns is None:
            localns = globalns
        if self.__forward_module__ is not None:
            mod = _sys.modules.get(self.__forward_module__)
            globalns = getattr(mod, '__dict__', globalns)
        value = eval(self.__forward_arg__, globalns, localns)
        type_ = _type_check(value, 'Forward references must evaluate to types.',
                            is_argument=self.__forward_is_argument__,
                            allow_special_forms=self.__forward_is_class__)
        return _eval_type(type_, globalns, localns, recursive_guard | {self.__forward_arg__})

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__
                and self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        where = self.__forward_module__
        suffix = '' if where is None else f', module={where!r}'
        return f'ForwardRef({self.__forward_arg__!r}{suffix})'


class _TypeVarLike:
    """What TypeVar, ParamSpec and TypeVarTuple share."""

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __repr__(self):
        # +T covariant, -T contravariant, ~T invariant.
        variance = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return variance + self.__name__

    def __reduce__(self):
        return self.__name__

    def __init_subclass__(cls, *args, **kwargs):
        if cls.__name__ not in ('TypeVar', 'ParamSpec', 'TypeVarTuple'):
            raise TypeError(f"type '{cls.__module__}.{cls.__name__}' is not an acceptable "
                            'base type')


def _caller_module(default='__main__'):
    getframe = getattr(_sys, '_getframe', None)
    if getframe is not None:
        try:
            return getframe(2).f_globals.get('__name__', default)
        except (AttributeError, ValueError):
            pass
    return default


class TypeVar(_TypeVarLike):
    """Type variable: T = TypeVar('T'), TypeVar('N', int, float),
    TypeVar('B', bound=Base), TypeVar('C', covariant=True)."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError('Constraints cannot be combined with bound=...')
        if constraints and len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        msg = 'TypeVar(name, constraint, ...): constraints must be types.'
        self.__constraints__ = tuple(_type_check(t, msg) for t in constraints)
        self.__bound__ = _type_check(bound, 'Bound must be a type.') if bound is not None else None
        mod = _caller_module()
        if mod != 'typing':
            self.__module__ = mod

    def __typing_subst__(self, arg):
        msg = 'Parameters to generic types must be types.'
        arg = _type_check(arg, msg, is_argument=True)
        if ((isinstance(arg, _GenericAlias) and arg.__origin__ is Unpack)
                or (isinstance(arg, _GenericAliasType) and getattr(arg, '__unpacked__', False))):
            raise TypeError(f'{arg} is not valid as type argument')
        return arg


class TypeVarTuple(_TypeVarLike):
    """Type variable tuple: Ts = TypeVarTuple('Ts')."""

    __covariant__ = False
    __contravariant__ = False

    def __init__(self, name):
        self.__name__ = name
        mod = _caller_module()
        if mod != 'typing':
            self.__module__ = mod

    def __iter__(self):
        yield Unpack[self]

    def __repr__(self):
        return self.__name__


class ParamSpecArgs(_Final, _root=True):
    """The args of a ParamSpec: P.args."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.args'

    def __eq__(self, other):
        if not isinstance(other, ParamSpecArgs):
            return NotImplemented
        return self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((ParamSpecArgs, id(self.__origin__)))


class ParamSpecKwargs(_Final, _root=True):
    """The kwargs of a ParamSpec: P.kwargs."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.kwargs'

    def __eq__(self, other):
        if not isinstance(other, ParamSpecKwargs):
            return NotImplemented
        return self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((ParamSpecKwargs, id(self.__origin__)))


class ParamSpec(_TypeVarLike):
    """Parameter specification variable: P = ParamSpec('P')."""

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = _type_check(bound, 'Bound must be a type.') if bound is not None else None
        mod = _caller_module()
        if mod != 'typing':
            self.__module__ = mod

    def __typing_subst__(self, arg):
        if isinstance(arg, (list, tuple)):
            arg = tuple(_type_check(a, 'Expected a type.') for a in arg)
        elif not (arg is ... or isinstance(arg, (ParamSpec, _ConcatenateGenericAlias))):
            raise TypeError(f'Expected a list of types, an ellipsis, ParamSpec, or '
                            f'Concatenate. Got {arg}')
        return arg


def _is_dunder(attr):
    return attr.startswith('__') and attr.endswith('__')


class _BaseGenericAlias(_Final, _root=True):
    """What subscripted and bare aliases share: calling the origin,
    subclassing through __mro_entries__, attribute forwarding."""

    def __init__(self, origin, *, inst=True, name=None):
        self._inst = inst
        self._name = name
        self.__origin__ = origin

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {self.__origin__.__name__}() instead')
        made = self.__origin__(*args, **kwargs)
        _try_setattr(made, '__orig_class__', self, AttributeError)
        return made

    def __mro_entries__(self, bases):
        entries = [] if self.__origin__ in bases else [self.__origin__]
        # Generic joins the bases unless a later base brings it already.
        later = bases[bases.index(self) + 1:]
        if not any(isinstance(b, _BaseGenericAlias) or issubclass(b, Generic) for b in later):
            entries.append(Generic)
        return tuple(entries)

    def __getattr__(self, attr):
        if attr in ('__name__', '__qualname__'):
            return self._name or self.__origin__.__name__
        # Ordinary attributes come from the origin class; dunders do not,
        # so that copy and pickle see the alias itself.
        if _is_dunder(attr) or '__origin__' not in self.__dict__:
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)

    def __setattr__(self, attr, val):
        if _is_dunder(attr) or attr in {'_name', '_inst', '_nparams', '_paramspec_tvars'}:
            super().__setattr__(attr, val)
        else:
            setattr(self.__origin__, attr, val)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __dir__(self):
        return list(set(super().__dir__()
                        + [attr for attr in dir(self.__origin__) if not _is_dunder(attr)]))


class _GenericAlias(_BaseGenericAlias, _root=True):
    """A subscripted generic: List[int], Stack[T], ClassVar[int]."""

    def __init__(self, origin, args, *, inst=True, name=None, _paramspec_tvars=False):
        super().__init__(origin, inst=inst, name=name)
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self.__parameters__ = _collect_parameters(args)
        self._paramspec_tvars = _paramspec_tvars
        if not name:
            self.__module__ = origin.__module__

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    @_tp_cache
    def __getitem__(self, args):
        if self.__origin__ in (Generic, Protocol):
            raise TypeError(f'Cannot subscript already-subscripted {self}')
        if not self.__parameters__:
            raise TypeError(f'{self} is not a generic class')
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_convert(p) for p in args)
        params = self.__parameters__
        if (len(params) == 1 and isinstance(params[0], ParamSpec) and
                not any(isinstance(a, (list, tuple)) or a is ... or
                        isinstance(a, (ParamSpec, _ConcatenateGenericAlias)) for a in args)):
            args = (args,)
        alen, plen = len(args), len(params)
        if alen != plen:
            raise TypeError(f"Too {'many' if alen > plen else 'few'} arguments for {self};"
                            f' actual {alen}, expected {plen}')
        subst = {}
        for p, a in zip(params, args):
            sub = getattr(p, '__typing_subst__', None)
            subst[p] = sub(a) if sub is not None else a
        new_args = tuple(self._substitute(a, subst) for a in self.__args__)
        return self.copy_with(new_args)

    def _substitute(self, old, subst):
        if _is_typevar_like(old):
            return subst.get(old, old)
        if isinstance(old, (list, tuple)):
            return type(old)(self._substitute(x, subst) for x in old)
        params = getattr(old, '__parameters__', ())
        if params and hasattr(old, '__getitem__') and not isinstance(old, type):
            new = tuple(subst.get(p, p) for p in params)
            return old[new if len(new) != 1 else new[0]]
        return old

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __repr__(self):
        head = 'typing.' + self._name if self._name else _type_repr(self.__origin__)
        inside = ', '.join([_type_repr(a) for a in self.__args__]) if self.__args__ else '()'
        return f'{head}[{inside}]'

    def __reduce__(self):
        return self.__origin__, self.__args__

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f'Cannot subclass {self!r}')
        if self._name:
            return super().__mro_entries__(bases)
        if self.__origin__ is Generic and _generic_comes_later(self, bases):
            return ()
        return (self.__origin__,)

    def __iter__(self):
        yield Unpack[self]


def _generic_comes_later(alias, bases):
    # Generic[...] among the bases stands aside when Protocol, or another
    # subscripted alias after it, will supply Generic.
    if Protocol in bases:
        return True
    later = bases[bases.index(alias) + 1:]
    return any(isinstance(b, _BaseGenericAlias) and b is not alias for b in later)


class _SpecialGenericAlias(_NotIterable, _BaseGenericAlias, _root=True):
    """A bare alias of a class: List, Dict, Iterable (not subscripted)."""

    def __init__(self, origin, nparams, *, inst=True, name=None):
        super().__init__(origin, inst=inst, name=origin.__name__ if name is None else name)
        self._nparams = nparams
        self.__doc__ = f'A generic version of {_type_repr(origin)}.'

    @_tp_cache
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = 'Parameters to generic types must be types.'
        params = tuple(_type_check(p, msg) for p in params)
        _check_generic(self, params, self._nparams)
        return self.copy_with(params)

    def copy_with(self, params):
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __repr__(self):
        return 'typing.' + self._name

    def __subclasscheck__(self, cls):
        # issubclass(list, List) and issubclass(List, Sequence) work;
        # issubclass(List[int], List) is refused as for any subscription.
        if isinstance(cls, _GenericAlias):
            return super().__subclasscheck__(cls)
        actual = cls.__origin__ if isinstance(cls, _SpecialGenericAlias) else cls
        return issubclass(actual, self.__origin__)

    def __reduce__(self):
        return self._name

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _CallableGenericAlias(_NotIterable, _GenericAlias, _root=True):
    def __repr__(self):
        assert self._name == 'Callable'
        args = self.__args__
        if len(args) == 2 and (args[0] is ... or isinstance(args[0], (ParamSpec,
                                                                      _ConcatenateGenericAlias))):
            return super().__repr__()
        return (f'typing.Callable'
                f"[[{', '.join([_type_repr(a) for a in args[:-1]])}], "
                f'{_type_repr(args[-1])}]')

    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        return super().__getitem__(params) if len(params) != 1 else super().__getitem__(params[0])


class _CallableType(_SpecialGenericAlias, _root=True):
    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError('Callable must be used as Callable[[arg, ...], result].')
        # A list of argument types is made a tuple so the cache can hash it;
        # anything else (a ParamSpec, Concatenate, ...) passes as it is.
        args, result = params
        return self.__getitem_inner__((tuple(args) if isinstance(args, list) else args, result))

    @_tp_cache
    def __getitem_inner__(self, params):
        args, result = params
        result = _type_check(result, 'Callable[args, result]: result must be a type.')
        if args is Ellipsis:
            return self.copy_with((_TypingEllipsis, result))
        return self.copy_with((*map(_type_convert, _as_tuple(args)), result))


class _TupleType(_SpecialGenericAlias, _root=True):
    @_tp_cache
    def __getitem__(self, params):
        params = _as_tuple(params)
        if len(params) >= 2 and params[-1] is ...:
            msg = 'Tuple[t, ...]: t must be a type.'
            params = tuple(_type_check(p, msg) for p in params[:-1])
            return self.copy_with((*params, _TypingEllipsis))
        msg = 'Tuple[t0, t1, ...]: each t must be a type.'
        params = tuple(_type_check(p, msg) for p in params)
        return self.copy_with(params)


class _UnionGenericAlias(_NotIterable, _GenericAlias, _root=True):
    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return f'typing.Optional[{_type_repr(args[1])}]'
            if args[1] is _NoneType:
                return f'typing.Optional[{_type_repr(args[0])}]'
        return super().__repr__()

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False

    def __reduce__(self):
        return Union.__getitem__, (self.__args__,)


def _literal_key(alias):
    # Order does not matter in a Literal, and 1 differs from True.
    return frozenset(_value_and_type_iter(alias.__args__))


class _LiteralGenericAlias(_GenericAlias, _root=True):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return _literal_key(self) == _literal_key(other)

    def __hash__(self):
        return hash(_literal_key(self))


class _ConcatenateGenericAlias(_GenericAlias, _root=True):
    def copy_with(self, params):
        *head, last = params
        # Substituting the final ParamSpec: a list of types spreads out,
        # a nested Concatenate merges in.
        if isinstance(last, (list, tuple)):
            return (*head, *last)
        if isinstance(last, _ConcatenateGenericAlias):
            params = (*head, *last.__args__)
        return super().copy_with(params)


class _UnpackGenericAlias(_GenericAlias, _root=True):
    def __init__(self, origin, args):
        super().__init__(origin, args)

    def __repr__(self):
        return '*' + repr(self.__args__[0])


class _AnnotatedAlias(_NotIterable, _GenericAlias, _root=True):
    def __init__(self, origin, metadata):
        # Annotated[Annotated[T, a], b] is Annotated[T, a, b].
        if isinstance(origin, _AnnotatedAlias):
            origin, metadata = origin.__origin__, origin.__metadata__ + metadata
        super().__init__(origin, origin)
        self.__metadata__ = metadata

    def copy_with(self, params):
        assert len(params) == 1
        return _AnnotatedAlias(params[0], self.__metadata__)

    def __repr__(self):
        return 'typing.Annotated[{}, {}]'.format(
            _type_repr(self.__origin__), ', '.join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __getattr__(self, attr):
        if attr in {'__name__', '__qualname__'}:
            return 'Annotated'
        return super().__getattr__(attr)

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    """Add context-specific metadata to a type: Annotated[int, 'meta']."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError('Type Annotated cannot be instantiated.')

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) < 2:
            raise TypeError('Annotated[...] should be used with at least two arguments '
                            '(a type and an annotation).')
        msg = 'Annotated[t, ...]: t must be a type.'
        origin = _type_check(params[0], msg, allow_special_forms=True)
        return _AnnotatedAlias(origin, tuple(params[1:]))

    def __init_subclass__(cls, *args, **kwargs):
        raise TypeError('Cannot subclass {}.Annotated'.format(cls.__module__))


class _TypingEllipsis:
    """Stands for ... among the arguments of Tuple and Callable."""


class Generic:
    """Abstract base class for generic types: class Stack(Generic[T])."""

    __slots__ = ()
    _is_protocol = False

    @_tp_cache
    def __class_getitem__(cls, params):
        params = tuple(map(_type_convert, _as_tuple(params)))
        if cls in (Generic, Protocol):
            if not params:
                raise TypeError(f'Parameter list to {cls.__qualname__}[...] cannot be empty')
            if not all(_is_typevar_like(p) for p in params):
                raise TypeError(f'Parameters to {cls.__name__}[...] must all be type variables '
                                f'or parameter specification variables.')
            if len(set(params)) != len(params):
                raise TypeError(f'Parameters to {cls.__name__}[...] must all be unique')
        else:
            parameters = cls.__dict__.get('__parameters__', getattr(cls, '__parameters__', ()))
            if (len(parameters) == 1 and isinstance(parameters[0], ParamSpec)
                    and not (len(params) == 1 and (isinstance(params[0], (list, tuple))
                                                   or params[0] is ...))):
                params = (params,)
            # A list given for a ParamSpec is kept as a tuple, as CPython does.
            params = tuple(tuple(a) if isinstance(a, list) and i < len(parameters)
                           and isinstance(parameters[i], ParamSpec) else a
                           for i, a in enumerate(params))
            _check_generic(cls, params, len(parameters))
        return _GenericAlias(cls, params, _paramspec_tvars=True)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        # __orig_bases__ exists when a base was subscripted (class C(List[T])).
        subscripted = '__orig_bases__' in cls.__dict__
        if subscripted:
            plain = Generic in cls.__orig_bases__
        else:
            plain = (Generic in cls.__bases__ and cls.__name__ != 'Protocol'
                     and type(cls) != _TypedDictMeta)
        if plain:
            raise TypeError('Cannot inherit from plain Generic')
        cls.__parameters__ = _declared_parameters(cls.__orig_bases__) if subscripted else ()


def _declared_parameters(orig_bases):
    # The type variables of a class: those its bases use, in order, unless
    # a Generic[...] base lists them, which must then cover them all.
    used = _collect_parameters(orig_bases)
    listed = [b.__parameters__ for b in orig_bases
              if isinstance(b, _GenericAlias) and b.__origin__ is Generic]
    if len(listed) > 1:
        raise TypeError('Cannot inherit from Generic[...] multiple times.')
    if not listed:
        return tuple(used)
    declared = listed[0]
    unlisted = [t for t in used if t not in set(declared)]
    if unlisted:
        missing = ', '.join(str(t) for t in unlisted)
        given = ', '.join(str(g) for g in declared)
        raise TypeError(f'Some type variables ({missing}) are not listed in Generic[{given}]')
    return tuple(declared)


_PROTO_EXCLUDED = frozenset([
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__', '__module__',
    '__new__', '__slots__', '__subclasshook__', '__weakref__', '__class_getitem__',
    '__parameters__', '__orig_bases__', '__orig_class__', '_is_protocol',
    '_is_runtime_protocol', '__protocol_attrs__', '__callable_proto_members_only__',
    '__init_subclass__', '__qualname__', '__match_args__', '__firstlineno__',
    '_MutableMapping__marker', '__non_callable_proto_members__', '__type_params__',
])


def _get_protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        annotations = getattr(base, '__annotations__', {})
        for attr in list(base.__dict__.keys()) + list(annotations.keys()):
            if not attr.startswith('_abc_') and attr not in _PROTO_EXCLUDED:
                attrs.add(attr)
    return attrs


def _is_callable_members_only(cls):
    return all(callable(getattr(cls, attr, None)) for attr in _get_protocol_attrs(cls))


def _no_init_or_replace_init(self, *args, **kwargs):
    # The __init__ of a protocol class: a protocol cannot be instantiated;
    # a concrete subclass gets the first real __init__ along its MRO (the
    # placeholder stands aside for good), then that runs.
    kind = type(self)
    if kind._is_protocol:
        raise TypeError('Protocols cannot be instantiated')
    if kind.__init__ is _no_init_or_replace_init:
        inits = (k.__dict__.get('__init__', _no_init_or_replace_init) for k in kind.__mro__)
        kind.__init__ = next((f for f in inits if f is not _no_init_or_replace_init),
                             object.__init__)
        kind.__init__(self, *args, **kwargs)


def _instance_has_member(proto, instance, attr):
    # The instance has attr, and a method of the protocol is not None there.
    if not hasattr(instance, attr):
        return False
    return not callable(getattr(proto, attr, None)) or getattr(instance, attr) is not None


def _class_provides(other, attr):
    # Some class of other's MRO defines attr (as None: refused), or a
    # protocol of them declares it by annotation.
    for base in other.__mro__:
        if attr in base.__dict__:
            return base.__dict__[attr] is not None
        notes = getattr(base, '__annotations__', {})
        if (isinstance(notes, dict) and attr in notes
                and issubclass(other, Generic) and other._is_protocol):
            return True
    return False


def _protocol_base_ok(base):
    # A protocol derives only from protocols, object, Generic and the ABCs.
    return (base in (object, Generic)
            or getattr(base, '__module__', None) in ('collections.abc', 'abc', '_collections_abc')
            or (issubclass(base, Generic) and getattr(base, '_is_protocol', False)))


try:
    import abc as _abc_mod
    _ProtocolBase = _abc_mod.ABCMeta
except ImportError:
    _ProtocolBase = type


class _RecklessChecks:
    """Counts the isinstance() checks that _ProtocolMeta delegates to
    ABCMeta: in them a protocol's __subclasshook__ stays quiet (CPython
    tells them apart by looking at the calling frame)."""

    def __init__(self):
        self.depth = 0


_reckless = _RecklessChecks()


class _ProtocolMeta(_ProtocolBase):
    """Metaclass of Protocol: isinstance() of a runtime_checkable protocol
    checks that the object has the protocol's members."""

    def __instancecheck__(cls, instance):
        if (getattr(cls, '_is_protocol', False)
                and not getattr(cls, '_is_runtime_protocol', False)
                and not _reckless.depth):
            raise TypeError('Instance and class checks can only be used with'
                            ' @runtime_checkable protocols')
        if ((not getattr(cls, '_is_protocol', False) or _is_callable_members_only(cls))
                and issubclass(instance.__class__, cls)):
            return True
        if cls._is_protocol and all(_instance_has_member(cls, instance, attr)
                                    for attr in _get_protocol_attrs(cls)):
            return True
        _reckless.depth += 1
        try:
            return super().__instancecheck__(instance)
        finally:
            _reckless.depth -= 1


def _make_proto_hook(cls):
    def _proto_hook(other):
        if not cls.__dict__.get('_is_protocol', False):
            return NotImplemented
        if not getattr(cls, '_is_runtime_protocol', False):
            if _reckless.depth:
                return NotImplemented
            raise TypeError('Instance and class checks can only be used with'
                            ' @runtime_checkable protocols')
        if not _is_callable_members_only(cls):
            if _reckless.depth:
                return NotImplemented
            raise TypeError("Protocols with non-method members don't support issubclass()")
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if all(_class_provides(other, attr) for attr in _get_protocol_attrs(cls)):
            return True
        return NotImplemented
    return _proto_hook


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes (structural subtyping)."""

    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        # A subclass is a protocol only when it lists Protocol itself.
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = Protocol in cls.__bases__
        if cls._is_protocol:
            bad = [b for b in cls.__bases__ if not _protocol_base_ok(b)]
            if bad:
                raise TypeError('Protocols can only inherit from other protocols, got %r'
                                % bad[0])
            if cls.__init__ is Protocol.__init__:
                cls.__init__ = _no_init_or_replace_init
        if '__subclasshook__' not in cls.__dict__:
            cls.__subclasshook__ = _make_proto_hook(cls)


def runtime_checkable(cls):
    """Marks a protocol class as a runtime protocol, for isinstance()."""
    if not issubclass(cls, Generic) or not getattr(cls, '_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


runtime = runtime_checkable


def cast(typ, val):
    """Cast a value to a type: returns val unchanged."""
    return val


def assert_type(val, typ, /):
    """For type checkers: val has type typ. At run time returns val."""
    return val


def reveal_type(obj, /):
    """Prints the runtime type of obj to stderr and returns obj."""
    print(f'Runtime type is {type(obj).__name__!r}', file=_sys.stderr)
    return obj


def assert_never(arg, /):
    """For type checkers: this point is unreachable. At run time it raises."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f'Expected code to be unreachable, but got: {value}')


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        'You should not call an overloaded function. '
        'A series of @overload-decorated functions '
        'outside a stub module should always be followed '
        'by an implementation that is not @overload-ed.')


class _OverloadRegistry:
    """Where overload() keeps the variants of each function, per run."""

    def __init__(self):
        self.table = {}


_overloads = _OverloadRegistry()


def overload(func):
    """Registers one typed variant of a function; calling it raises."""
    f = getattr(func, '__func__', func)
    try:
        key = (f.__module__, f.__qualname__)
        _overloads.table.setdefault(key, []).append(func)
    except AttributeError:
        pass
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for func as a sequence."""
    f = getattr(func, '__func__', func)
    return list(_overloads.table.get((f.__module__, f.__qualname__), []))


def clear_overloads():
    """Forgets every overload registered so far."""
    _overloads.table.clear()


def final(f):
    """Marks f as final for type checkers (sets f.__final__ when it can)."""
    _try_setattr(f, '__final__', True)
    return f


def no_type_check(arg):
    """Marks a function or class whose annotations are not type hints."""
    if isinstance(arg, type):
        for key in dir(arg):
            _no_type_check_member(arg, getattr(arg, key))
    _try_setattr(arg, '__no_type_check__', True, TypeError)
    return arg


def _no_type_check_member(owner, obj):
    # Only what owner's own body defines is marked; a nested class marks
    # its own members in turn.
    defined_here = (hasattr(obj, '__qualname__')
                    and obj.__qualname__ == f'{owner.__qualname__}.{obj.__name__}'
                    and getattr(obj, '__module__', None) == owner.__module__)
    if not defined_here:
        return
    if isinstance(obj, _FunctionType):
        obj.__no_type_check__ = True
    elif isinstance(obj, _MethodType):
        obj.__func__.__no_type_check__ = True
    elif isinstance(obj, type):
        no_type_check(obj)


def no_type_check_decorator(decorator):
    """Makes decorator apply no_type_check to what it returns."""
    def wrapped_decorator(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))
    wrapped_decorator.__name__ = getattr(decorator, '__name__', 'wrapped_decorator')
    wrapped_decorator.__wrapped__ = decorator
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator marking an object as providing dataclass-like behaviour."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            'eq_default': eq_default,
            'order_default': order_default,
            'kw_only_default': kw_only_default,
            'field_specifiers': field_specifiers,
            'kwargs': kwargs,
        }
        return cls_or_fn
    return decorator


class NewType:
    """A distinct name for a type, for type checkers: UserId = NewType('UserId', int).
    At run time calling it returns its argument unchanged."""

    def __init__(self, name, tp):
        # NewType('Outer.Inner', int) is named Inner, qualified Outer.Inner.
        self.__qualname__ = name
        self.__name__ = name.rpartition('.')[2]
        self.__supertype__ = tp
        mod = _caller_module()
        if mod != 'typing':
            self.__module__ = mod

    def __mro_entries__(self, bases):
        superclass_name = self.__name__

        class Dummy:
            def __init_subclass__(cls):
                subclass_name = cls.__name__
                raise TypeError(f'Cannot subclass an instance of NewType. Perhaps you were '
                                f'looking for: `{subclass_name} = NewType({subclass_name!r}, '
                                f'{superclass_name})`')
        return (Dummy,)

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, *args):
        # CPython calls a C identity function here; its message is kept.
        if len(args) != 1:
            raise TypeError(f'_typing._idfunc() takes exactly one argument ({len(args)} given)')
        return args[0]

    def __reduce__(self):
        return self.__qualname__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if hasattr(t, '__origin__') and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    if isinstance(t, _GenericAlias):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        return t.copy_with(stripped)
    if isinstance(t, _GenericAliasType):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        return _GenericAliasType(t.__origin__, stripped)
    if isinstance(t, _UnionType):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        result = stripped[0]
        for s in stripped[1:]:
            result = result | s
        return result
    return t


def _eval_type(t, globalns, localns, recursive_guard=frozenset()):
    if isinstance(t, ForwardRef):
        return t._evaluate(globalns, localns, recursive_guard)
    if isinstance(t, (_GenericAlias, _GenericAliasType, _UnionType)):
        if isinstance(t, _GenericAliasType):
            args = tuple(ForwardRef(a) if isinstance(a, str) else a for a in t.__args__)
            if args != t.__args__:
                t = _GenericAliasType(t.__origin__, args)
        ev_args = tuple(_eval_type(a, globalns, localns, recursive_guard) for a in t.__args__)
        if ev_args == t.__args__:
            return t
        if isinstance(t, _GenericAliasType):
            return _GenericAliasType(t.__origin__, ev_args)
        if isinstance(t, _UnionType):
            result = ev_args[0]
            for a in ev_args[1:]:
                result = Union[result, a]
            return result
        if isinstance(t, _AnnotatedAlias):
            return _AnnotatedAlias(ev_args[0], t.__metadata__)
        return t.copy_with(ev_args)
    return t


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Return type hints for an object: its __annotations__, with strings
    evaluated, for a class merged along its MRO."""
    if getattr(obj, '__no_type_check__', None):
        return {}
    if isinstance(obj, type):
        hints = _class_hints(obj, globalns, localns)
    else:
        hints = _object_hints(obj, globalns, localns)
    return hints if include_extras else {k: _strip_annotations(t) for k, t in hints.items()}


def _hint(value, is_argument, is_class):
    # An annotation as _eval_type takes it: None is NoneType, a string a
    # forward reference.
    if value is None:
        return _NoneType
    if isinstance(value, str):
        return ForwardRef(value, is_argument=is_argument, is_class=is_class)
    return value


def _class_hints(cls, globalns, localns):
    # Bases first, so a subclass's annotation of a name wins.
    hints = {}
    for base in reversed(cls.__mro__):
        module_ns = globalns
        if module_ns is None:
            module_ns = getattr(_sys.modules.get(base.__module__), '__dict__', {})
        class_ns = dict(vars(base)) if localns is None else localns
        if globalns is None and localns is None:
            # Names in the class body shadow the module's: the class
            # namespace is searched as the globals here, as in CPython.
            module_ns, class_ns = class_ns, module_ns
        for name, value in base.__dict__.get('__annotations__', {}).items():
            hints[name] = _eval_type(_hint(value, False, True), module_ns, class_ns)
    return hints


def _object_hints(obj, globalns, localns):
    if globalns is None:
        if isinstance(obj, _ModuleType):
            globalns = obj.__dict__
        else:
            # A decorated function's names live in the innermost function's module.
            inner = obj
            while hasattr(inner, '__wrapped__'):
                inner = inner.__wrapped__
            globalns = getattr(inner, '__globals__', {})
    if localns is None:
        localns = globalns
    found = getattr(obj, '__annotations__', None)
    if found is None:
        if isinstance(obj, (type, _ModuleType, _FunctionType)) or callable(obj):
            return {}
        raise TypeError(f'{obj!r} is not a module, class, method, or function.')
    is_argument = not isinstance(obj, _ModuleType)
    return {name: _eval_type(_hint(value, is_argument, False), globalns, localns)
            for name, value in found.items()}


def get_origin(tp):
    """Get the unsubscripted version of a type: get_origin(List[int]) is
    list, get_origin(Literal[42]) is Literal."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseGenericAlias, _GenericAliasType, ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, _UnionType):
        return _UnionType
    return None


def get_args(tp):
    """Get the type arguments of a type, with all substitutions performed:
    get_args(Dict[int, str]) is (int, str)."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_GenericAlias, _GenericAliasType)):
        res = tp.__args__
        if _should_unflatten_callable_args(tp, res):
            res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, _UnionType):
        return tp.__args__
    return ()


def _should_unflatten_callable_args(typ, args):
    return (typ.__origin__ is _abc.Callable
            and not (len(args) == 2 and (args[0] is ... or
                                         isinstance(args[0], (ParamSpec,
                                                              _ConcatenateGenericAlias)))))


def is_typeddict(tp):
    """True for a class made with TypedDict."""
    return isinstance(tp, _TypedDictMeta)


_alias = _SpecialGenericAlias

Hashable = _alias(_abc.Hashable, 0)
Awaitable = _alias(_abc.Awaitable, 1)
Coroutine = _alias(_abc.Coroutine, 3)
AsyncIterable = _alias(_abc.AsyncIterable, 1)
AsyncIterator = _alias(_abc.AsyncIterator, 1)
Iterable = _alias(_abc.Iterable, 1)
Iterator = _alias(_abc.Iterator, 1)
Reversible = _alias(_abc.Reversible, 1)
Sized = _alias(_abc.Sized, 0)
Container = _alias(_abc.Container, 1)
Collection = _alias(_abc.Collection, 1)
Callable = _CallableType(_abc.Callable, 2)
AbstractSet = _alias(_abc.Set, 1, name='AbstractSet')
MutableSet = _alias(_abc.MutableSet, 1)
Mapping = _alias(_abc.Mapping, 2)
MutableMapping = _alias(_abc.MutableMapping, 2)
Sequence = _alias(_abc.Sequence, 1)
MutableSequence = _alias(_abc.MutableSequence, 1)
ByteString = _alias(_abc.ByteString, 0)
Tuple = _TupleType(tuple, -1, inst=False, name='Tuple')
List = _alias(list, 1, inst=False, name='List')
Deque = _alias(_collections.deque, 1, name='Deque')
Set = _alias(set, 1, inst=False, name='Set')
FrozenSet = _alias(frozenset, 1, inst=False, name='FrozenSet')
MappingView = _alias(_abc.MappingView, 1)
KeysView = _alias(_abc.KeysView, 1)
ItemsView = _alias(_abc.ItemsView, 2)
ValuesView = _alias(_abc.ValuesView, 1)
Dict = _alias(dict, 2, inst=False, name='Dict')
DefaultDict = _alias(_collections.defaultdict, 2, name='DefaultDict')
OrderedDict = _alias(_collections.OrderedDict, 2)
Counter = _alias(_collections.Counter, 1)
ChainMap = _alias(_collections.ChainMap, 2)
Generator = _alias(_abc.Generator, 3)
AsyncGenerator = _alias(_abc.AsyncGenerator, 2)
Type = _alias(type, 1, inst=False, name='Type')


class _ContextManagerBase:
    """Stands in for contextlib.AbstractContextManager."""

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class _AsyncContextManagerBase:
    """Stands in for contextlib.AbstractAsyncContextManager."""

    async def __aenter__(self):
        return self

    async def __aexit__(self, exc_type, exc_value, traceback):
        return None


def _context_manager_classes():
    try:
        import contextlib
        return contextlib.AbstractContextManager, contextlib.AbstractAsyncContextManager
    except (ImportError, AttributeError):
        return _ContextManagerBase, _AsyncContextManagerBase


_cm, _acm = _context_manager_classes()
ContextManager = _alias(_cm, 1, name='ContextManager')
AsyncContextManager = _alias(_acm, 1, name='AsyncContextManager')


class _PatternStandIn:
    """Stands in for re.Pattern while re is not available."""


class _MatchStandIn:
    """Stands in for re.Match while re is not available."""


def _re_classes():
    try:
        import re
        return type(re.compile('')), type(re.match('', ''))
    except Exception:
        _PatternStandIn.__name__ = _PatternStandIn.__qualname__ = 'Pattern'
        _MatchStandIn.__name__ = _MatchStandIn.__qualname__ = 'Match'
        return _PatternStandIn, _MatchStandIn


_pattern_cls, _match_cls = _re_classes()
Pattern = _alias(_pattern_cls, 1, name='Pattern')
Match = _alias(_match_cls, 1, name='Match')

Text = str
TYPE_CHECKING = False
AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'
T = TypeVar('T')
KT = TypeVar('KT')
VT = TypeVar('VT')
T_co = TypeVar('T_co', covariant=True)
V_co = TypeVar('V_co', covariant=True)
VT_co = TypeVar('VT_co', covariant=True)
T_contra = TypeVar('T_contra', contravariant=True)
CT_co = TypeVar('CT_co', covariant=True, bound=type)
for _tv in (T, KT, VT, T_co, V_co, VT_co, T_contra, CT_co):
    _tv.__module__ = 'typing'
del _tv


@runtime_checkable
class SupportsInt(Protocol):
    """Has __int__."""
    __slots__ = ()

    def __int__(self) -> int:
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    """Has __float__."""
    __slots__ = ()

    def __float__(self) -> float:
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    """Has __complex__."""
    __slots__ = ()

    def __complex__(self) -> complex:
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    """Has __bytes__."""
    __slots__ = ()

    def __bytes__(self) -> bytes:
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    """Has __index__."""
    __slots__ = ()

    def __index__(self) -> int:
        pass


@runtime_checkable
class SupportsAbs(Protocol[T_co]):
    """Has __abs__, returning T."""
    __slots__ = ()

    def __abs__(self) -> T_co:
        pass


@runtime_checkable
class SupportsRound(Protocol[T_co]):
    """Has __round__, returning T."""
    __slots__ = ()

    def __round__(self, ndigits: int = 0) -> T_co:
        pass


_prohibited_nt = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__', '_fields',
                            '_field_defaults', '_make', '_replace', '_asdict', '_source'})
_special_nt = frozenset({'__module__', '__name__', '__annotations__'})


def _make_nmtuple(name, types, module, defaults=()):
    fields = [n for n, t in types]
    types = {n: _type_check(t, f'field {n} annotation must be a type') for n, t in types}
    nm_tpl = _collections.namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = types
    try:
        nm_tpl.__new__.__annotations__ = types
    except AttributeError:
        pass
    return nm_tpl


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError('can only inherit from a NamedTuple type and Generic')
        fields = ns.get('__annotations__', {})
        # A value in the class body is a field's default; once one field has
        # a default, every later one needs one.
        defaulted = []
        for name in fields:
            if name in ns:
                defaulted.append(name)
                continue
            if defaulted:
                plural = 's' if len(defaulted) > 1 else ''
                raise TypeError(f'Non-default namedtuple field {name} cannot follow '
                                f'default field{plural} {", ".join(defaulted)}')
        nm_tpl = _make_nmtuple(typename, fields.items(), defaults=[ns[n] for n in defaulted],
                               module=ns['__module__'])
        if '__qualname__' in ns:
            nm_tpl.__qualname__ = ns['__qualname__']
        for key in ns:
            if key in _prohibited_nt:
                raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
            if key not in _special_nt and key not in nm_tpl._fields and key != '__qualname__':
                setattr(nm_tpl, key, ns[key])
        if '__doc__' in ns and ns['__doc__'] is None:
            pass
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of namedtuple: class Employee(NamedTuple): name: str."""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError('Either list of fields or keywords can be provided to NamedTuple, '
                        'not both')
    elif isinstance(fields, dict):
        fields = fields.items()
    return _make_nmtuple(typename, list(fields), module=_caller_module())


_NamedTuple = type.__new__(NamedTupleMeta, 'NamedTuple', (), {})


def _namedtuple_mro_entries(bases):
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


def _key_required(hint, total):
    # Required[...] and NotRequired[...] (also inside Annotated) override
    # the class's total= for one key.
    origin = get_origin(hint)
    if origin is Annotated and get_args(hint):
        origin = get_origin(get_args(hint)[0])
    if origin is Required:
        return True
    if origin is NotRequired:
        return False
    return total


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        if any(type(b) is not _TypedDictMeta and b is not Generic for b in bases):
            raise TypeError('cannot inherit from both a TypedDict type '
                            'and a non-TypedDict base class')
        generic_base = (Generic,) if any(b is Generic for b in bases) else ()
        td = type.__new__(_TypedDictMeta, name, (*generic_base, dict), ns)
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        own = {key: _type_check(hint, msg, module=td.__module__)
               for key, hint in ns.get('__annotations__', {}).items()}
        # Keys and their kinds accumulate from the bases, then this class's
        # own keys are added (a redeclared key may change kind).
        merged, required, optional = {}, set(), set()
        for base in bases:
            inherited = base.__dict__
            merged.update(inherited.get('__annotations__', {}))
            required.update(inherited.get('__required_keys__', ()))
            optional.update(inherited.get('__optional_keys__', ()))
        merged.update(own)
        for key, hint in own.items():
            gains, loses = ((required, optional) if _key_required(hint, total)
                            else (optional, required))
            gains.add(key)
            loses.discard(key)
        td.__annotations__ = merged
        td.__required_keys__ = frozenset(required)
        td.__optional_keys__ = frozenset(optional)
        if not hasattr(td, '__total__'):
            td.__total__ = total
        return td

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A simple typed namespace; at runtime it is equivalent to a plain dict."""
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError('TypedDict takes either a dict or keyword arguments, but not both')
    ns = {'__annotations__': dict(fields)}
    ns['__module__'] = _caller_module()
    return _TypedDictMeta(typename, (), ns, total=total)


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {})


def _typeddict_mro_entries(bases):
    return (_TypedDict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries


class IO(Generic[AnyStr]):
    """What TextIO and BinaryIO share: a file of AnyStr."""
    __slots__ = ()


class BinaryIO(IO[bytes]):
    """The file objects open() returns in binary mode."""
    __slots__ = ()


class TextIO(IO[str]):
    """The file objects open() returns in text mode."""
    __slots__ = ()


__all__ = [
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final', 'ForwardRef',
    'Generic', 'Literal', 'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type', 'TypeVar',
    'TypeVarTuple', 'Union', 'AbstractSet', 'ByteString', 'Container', 'ContextManager',
    'Hashable', 'ItemsView', 'Iterable', 'Iterator', 'KeysView', 'Mapping', 'MappingView',
    'MutableMapping', 'MutableSequence', 'MutableSet', 'Sequence', 'Sized', 'ValuesView',
    'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine', 'Collection',
    'AsyncGenerator', 'AsyncContextManager', 'Reversible', 'SupportsAbs', 'SupportsBytes',
    'SupportsComplex', 'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound',
    'ChainMap', 'Counter', 'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict', 'Set',
    'FrozenSet', 'NamedTuple', 'TypedDict', 'Generator', 'BinaryIO', 'IO', 'Match', 'Pattern',
    'TextIO', 'AnyStr', 'assert_type', 'assert_never', 'cast', 'clear_overloads',
    'dataclass_transform', 'final', 'get_args', 'get_origin', 'get_overloads',
    'get_type_hints', 'is_typeddict', 'LiteralString', 'Never', 'NewType', 'no_type_check',
    'no_type_check_decorator', 'NoReturn', 'NotRequired', 'overload', 'ParamSpecArgs',
    'ParamSpecKwargs', 'Required', 'reveal_type', 'runtime_checkable', 'Self', 'Text',
    'TYPE_CHECKING', 'TypeAlias', 'TypeGuard', 'Unpack',
]
