"""Data classes: the @dataclass decorator, field(), fields(), asdict() and
friends, as in CPython 3.11.

pyex writes this module in Python. The methods a dataclass gets
(__init__, __repr__, __eq__, the orderings, __hash__, the frozen
__setattr__) are generated as source text and compiled with exec() once
per class, so they are ordinary Python functions: their signatures, their
qualnames (Point.__init__) and the TypeErrors of a bad call are those of
CPython, and calling them costs no more than a hand-written method.
"""

import builtins as _builtins
import keyword as _keyword
import sys as _sys

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY',
           'MISSING', 'fields', 'asdict', 'astuple', 'make_dataclass', 'replace',
           'is_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()

_MappingProxy = type(type.__dict__)
_GenericAliasType = type(list[int])
_EMPTY_METADATA = _MappingProxy({})


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'
_POST_INIT_NAME = '__post_init__'


class InitVar:
    """Marks an __init__ argument that is passed to __post_init__ but is
    not a field."""

    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        # A class shows by its bare name, anything else (a string, a
        # generic alias) by its repr.
        shown = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return f'dataclasses.InitVar[{shown}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


def _show_slots(obj, names):
    return ','.join(f'{name}={getattr(obj, name)!r}' for name in names)


_FIELD_SHOWN = ('name', 'type', 'default', 'default_factory', 'init', 'repr',
                'hash', 'compare', 'metadata', 'kw_only')
_PARAMS_SHOWN = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')


class Field:
    """What field() returns, and what fields() lists."""

    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init',
                 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        # name, type and the field kind are filled in when the class is
        # processed.
        self.name = self.type = self._field_type = None
        self.default, self.default_factory = default, default_factory
        self.init, self.repr, self.hash, self.compare = init, repr, hash, compare
        self.metadata = _EMPTY_METADATA if metadata is None else _MappingProxy(metadata)
        self.kw_only = kw_only

    def __repr__(self):
        # The kind is shown by its str (its bare name), the rest by repr.
        return 'Field(%s,_field_type=%s)' % (_show_slots(self, _FIELD_SHOWN), self._field_type)

    def __set_name__(self, owner, name):
        # A descriptor used as a default learns its name too.
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = _PARAMS_SHOWN

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        for name, value in zip(_PARAMS_SHOWN, (init, repr, eq, order, unsafe_hash, frozen)):
            setattr(self, name, value)

    def __repr__(self):
        return '_DataclassParams(%s)' % _show_slots(self, _PARAMS_SHOWN)


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Describes one field of a dataclass: its default or default_factory,
    and whether it takes part in __init__, __repr__, comparisons and the
    hash."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _fields_in_init_order(flds):
    return (tuple(f for f in flds if f.init and not f.kw_only),
            tuple(f for f in flds if f.init and f.kw_only))


def _create_fn(name, params, body, env, qualname, return_type=MISSING):
    """Compiles def name(params): body in a namespace of its own holding
    env, and names it qualname."""
    env['__builtins__'] = _builtins
    ret = ''
    if return_type is not MISSING:
        env['__dataclass_return_type__'] = return_type
        ret = ' -> __dataclass_return_type__'
    src = 'def %s(%s)%s:\n  %s\n' % (name, ', '.join(params), ret, '\n  '.join(body))
    exec(src, env)
    fn = env[name]
    fn.__qualname__ = qualname + '.' + name
    return fn


def _field_assign(frozen, name, value, self_name):
    if frozen:
        return f'__dataclass_object_setattr(self, {name!r}, {value})'
    return f'{self_name}.{name}={value}'


def _field_init(f, frozen, env, self_name, slots):
    # The __init__ line that sets field f, or None. Defaults and factories
    # go into env under a per-field name the generated code refers to
    # (the parameter defaults need them even for an InitVar).
    holder = f'__dataclass_dflt_{f.name}__'
    if f.default_factory is not MISSING:
        env[holder] = f.default_factory
        source = (f'{holder}() if {f.name} is __dataclass_HAS_DEFAULT_FACTORY__ else {f.name}'
                  if f.init else f'{holder}()')
    elif f.init:
        if f.default is not MISSING:
            env[holder] = f.default
        source = f.name
    elif slots and f.default is not MISSING:
        # With slots the class attribute holding the default is gone, so
        # __init__ must set it.
        env[holder] = f.default
        source = holder
    else:
        return None
    if f._field_type is _FIELD_INITVAR:
        return None
    return _field_assign(frozen, f.name, source, self_name)


def _init_param(f):
    if f.default is MISSING and f.default_factory is MISSING:
        default = ''
    elif f.default is not MISSING:
        default = f'=__dataclass_dflt_{f.name}__'
    else:
        default = '=__dataclass_HAS_DEFAULT_FACTORY__'
    return f'{f.name}:__dataclass_type_{f.name}__{default}'


def _init_fn(fields, std_fields, kw_only_fields, frozen, has_post_init, self_name, env_base,
             qualname, slots):
    # As in a def, a positional parameter without a default cannot come
    # after one with a default.
    defaulted = None
    for f in std_fields:
        if not f.init:
            continue
        if f.default is not MISSING or f.default_factory is not MISSING:
            defaulted = f
        elif defaulted is not None:
            raise TypeError(f'non-default argument {f.name!r} follows default argument')
    env = dict(env_base)
    env['__dataclass_HAS_DEFAULT_FACTORY__'] = _HAS_DEFAULT_FACTORY
    env['__dataclass_object_setattr'] = object.__setattr__
    for f in fields:
        env[f'__dataclass_type_{f.name}__'] = f.type
    body = []
    for f in fields:
        line = _field_init(f, frozen, env, self_name, slots)
        if line:
            body.append(line)
    if has_post_init:
        args = ','.join(f.name for f in fields if f._field_type is _FIELD_INITVAR)
        body.append(f'{self_name}.{_POST_INIT_NAME}({args})')
    if not body:
        body = ['pass']
    params = [self_name] + [_init_param(f) for f in std_fields]
    if kw_only_fields:
        params += ['*'] + [_init_param(f) for f in kw_only_fields]
    return _create_fn('__init__', params, body, env, qualname, return_type=None)


def _repr_fn(fields, qualname):
    inner = ', '.join(f'{f.name}={{self.{f.name}!r}}' for f in fields)
    fn = _create_fn('__repr__', ['self'],
                    ['return self.__class__.__qualname__ + f"(' + inner + ')"'], {}, qualname)
    return _recursive_repr(fn)


def _recursive_repr(user_function):
    # Each object being printed is remembered while its repr runs, so a
    # dataclass that contains itself prints as '...' there.
    running = set()

    def wrapper(self):
        key = id(self)
        if key in running:
            return '...'
        running.add(key)
        try:
            return user_function(self)
        finally:
            running.discard(key)
    wrapper.__name__ = user_function.__name__
    wrapper.__qualname__ = user_function.__qualname__
    wrapper.__doc__ = user_function.__doc__
    wrapper.__wrapped__ = user_function
    return wrapper


def _tuple_str(obj_name, fields):
    if not fields:
        return '()'
    return '(' + ','.join(f'{obj_name}.{f.name}' for f in fields) + ',)'


def _cmp_fn(name, op, fields, qualname):
    # CPython compares (self.f, ...) with (other.f, ...). The generated
    # code does what that tuple comparison does without making the two
    # tuples: it reads every field of self, then of other (the order the
    # tuples were built in), skips the leading pairs that are identical or
    # equal, and answers from the first pair that is not: False for ==,
    # else that pair compared with op; with no such pair, whether op holds
    # between equal tuples.
    count = len(fields)
    body = ['if other.__class__ is self.__class__:']
    body += [f' a{i} = self.{f.name}' for i, f in enumerate(fields)]
    body += [f' b{i} = other.{f.name}' for i, f in enumerate(fields)]
    for i in range(count):
        verdict = 'False' if op == '==' else f'a{i} {op} b{i}'
        body.append(f' if a{i} is not b{i} and not a{i} == b{i}: return {verdict}')
    body.append(f' return {op in ("==", "<=", ">=")}')
    body.append('return NotImplemented')
    return _create_fn(name, ['self', 'other'], body, {}, qualname)


def _hash_fn(fields, qualname):
    return _create_fn('__hash__', ['self'], [f'return hash({_tuple_str("self", fields)})'], {},
                      qualname)


def _frozen_get_del_attr(cls, fields, qualname):
    names = tuple(f.name for f in fields)
    env = {'cls': cls, 'FrozenInstanceError': FrozenInstanceError,
           '__dataclass_fields_names__': names}
    setattr_fn = _create_fn('__setattr__', ['self', 'name', 'value'],
                            ['if type(self) is cls or name in __dataclass_fields_names__:',
                             ' raise FrozenInstanceError(f"cannot assign to field {name!r}")',
                             'super(cls, self).__setattr__(name, value)'], env, qualname)
    delattr_fn = _create_fn('__delattr__', ['self', 'name'],
                            ['if type(self) is cls or name in __dataclass_fields_names__:',
                             ' raise FrozenInstanceError(f"cannot delete field {name!r}")',
                             'super(cls, self).__delattr__(name)'], dict(env), qualname)
    return setattr_fn, delattr_fn


def _is_classvar(a_type):
    typing = _sys.modules.get('typing')
    if typing is None:
        return False
    cv = getattr(typing, 'ClassVar', None)
    return cv is not None and (a_type is cv or getattr(a_type, '__origin__', None) is cv)


def _is_initvar(a_type):
    return a_type is InitVar or type(a_type) is InitVar


def _string_annotation_kind(annotation):
    """ClassVar and InitVar written as strings (from __future__ import
    annotations): the first dotted name decides."""
    s = annotation.strip()
    head = s.split('[', 1)[0].strip()
    if head in ('ClassVar', 'typing.ClassVar'):
        return _FIELD_CLASSVAR
    if head in ('InitVar', 'dataclasses.InitVar'):
        return _FIELD_INITVAR
    return None


def _annotation_kind(a_type):
    # Whether an annotation declares a field, a ClassVar or an InitVar.
    if isinstance(a_type, str):
        return _string_annotation_kind(a_type) or _FIELD
    if _is_classvar(a_type):
        return _FIELD_CLASSVAR
    if _is_initvar(a_type):
        return _FIELD_INITVAR
    return _FIELD


def _get_field(cls, a_name, a_type, default_kw_only):
    # The class attribute is either the Field itself or a plain default.
    given = getattr(cls, a_name, MISSING)
    f = given if isinstance(given, Field) else field(default=given)
    f.name, f.type = a_name, a_type
    f._field_type = _annotation_kind(a_type)
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    elif f.kw_only is not MISSING:
        raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    if f._field_type is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')
    return f


def _is_kw_only(a_type):
    if a_type is KW_ONLY:
        return True
    if isinstance(a_type, str):
        return a_type.strip() in ('KW_ONLY', 'dataclasses.KW_ONLY')
    return False


def _set_new_attribute(cls, name, value):
    # A method the class body defined itself wins: report that instead of
    # overwriting it.
    already = name in vars(cls)
    if not already:
        setattr(cls, name, value)
    return already


def _hash_action(cls, fields, qualname, unsafe_hash, eq, frozen, has_explicit_hash):
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
        return _hash_fn(fields, qualname)
    if eq and not has_explicit_hash:
        if frozen:
            return _hash_fn(fields, qualname)
        return None
    return MISSING


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots,
                   weakref_slot):
    fields = {}
    if cls.__module__ in _sys.modules:
        env_base = {'__name__': cls.__module__}
    else:
        env_base = {}
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))

    # Inherited fields first, from the farthest dataclass base in; each
    # base's field list already holds what it inherited.
    dataclass_bases = [b for b in reversed(cls.__mro__[1:]) if getattr(b, _FIELDS, None) is not None]
    for b in dataclass_bases:
        fields.update((f.name, f) for f in getattr(b, _FIELDS).values())
    has_dataclass_bases = bool(dataclass_bases)
    any_frozen_base = any(getattr(b, _PARAMS).frozen for b in dataclass_bases)

    cls_annotations = cls.__dict__.get('__annotations__', {})
    cls_fields = []
    kw_only_seen = False
    for name, a_type in cls_annotations.items():
        if _is_kw_only(a_type):
            if kw_only_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, a_type, kw_only))

    for f in cls_fields:
        fields[f.name] = f
        # A field() in the class body gives way to its plain default (or
        # to nothing), so that the class attribute reads as the default.
        if not isinstance(getattr(cls, f.name, None), Field):
            continue
        if f.default is not MISSING:
            setattr(cls, f.name, f.default)
        else:
            delattr(cls, f.name)

    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')

    setattr(cls, _FIELDS, fields)

    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING
                             or (class_hash is None and '__eq__' in cls.__dict__))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    qualname = cls.__qualname__
    all_init_fields = [f for f in fields.values() if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields, kw_only_init_fields = _fields_in_init_order(all_init_fields)

    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, '__init__',
                           _init_fn(all_init_fields, std_init_fields, kw_only_init_fields,
                                    frozen, has_post_init,
                                    '__dataclass_self__' if 'self' in fields else 'self',
                                    env_base, qualname, slots))

    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn([f for f in field_list if f.repr], qualname))

    if eq:
        _set_new_attribute(cls, '__eq__',
                           _cmp_fn('__eq__', '==', [f for f in field_list if f.compare], qualname))

    if order:
        flds = [f for f in field_list if f.compare]
        for name, op in (('__lt__', '<'), ('__le__', '<='), ('__gt__', '>'), ('__ge__', '>=')):
            if _set_new_attribute(cls, name, _cmp_fn(name, op, flds, qualname)):
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}. '
                                'Consider using functools.total_ordering')

    if frozen:
        for fn in _frozen_get_del_attr(cls, field_list, qualname):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} in class '
                                f'{cls.__name__}')

    hash_fields = [f for f in field_list if (f.compare if f.hash is None else f.hash)]
    action = _hash_action(cls, hash_fields, qualname, unsafe_hash, eq, frozen, has_explicit_hash)
    if action is not MISSING:
        cls.__hash__ = action

    if not getattr(cls, '__doc__'):
        try:
            cls.__doc__ = cls.__name__ + _text_signature(all_init_fields, std_init_fields,
                                                         kw_only_init_fields)
        except Exception:
            cls.__doc__ = cls.__name__

    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_init_fields))

    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)

    abc = _sys.modules.get('abc')
    update = getattr(abc, 'update_abstractmethods', None) if abc is not None else None
    if update is not None:
        update(cls)
    return cls


def _format_annotation(annotation):
    # As inspect.formatannotation: list[int] as written, typing's objects
    # without their 'typing.' prefix, classes by (qualified) name.
    if type(annotation) is _GenericAliasType:
        return repr(annotation)
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, type):
        if annotation.__module__ == 'builtins':
            return annotation.__qualname__
        return annotation.__module__ + '.' + annotation.__qualname__
    return repr(annotation)


def _text_signature(all_fields, std_fields, kw_fields):
    # What str(inspect.signature(cls)) gives, without the ' -> None'.
    def one(f):
        s = f'{f.name}: {_format_annotation(f.type)}'
        if f.default is not MISSING:
            s += f' = {f.default!r}'
        elif f.default_factory is not MISSING:
            s += ' = <factory>'
        return s
    parts = [one(f) for f in std_fields]
    if kw_fields:
        parts.append('*')
        parts += [one(f) for f in kw_fields]
    return '(' + ', '.join(parts) + ')'


def _get_slots(cls):
    slots = cls.__dict__.get('__slots__')
    if slots is None:
        return ()
    if isinstance(slots, str):
        return (slots,)
    if hasattr(slots, '__next__'):
        raise TypeError(f"Slots of '{cls.__name__}' cannot be determined")
    return tuple(slots)


def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for f, value in zip(fields(self), state):
        object.__setattr__(self, f.name, value)


def _add_slots(cls, is_frozen, weakref_slot):
    # __slots__ takes effect only when a class is made, so the class is
    # made again from its namespace, with the fields (less any slot a base
    # already has) as slots.
    namespace = vars(cls)
    if '__slots__' in namespace:
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    names = tuple(f.name for f in fields(cls))
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(_get_slots(base))
    wanted = names + ('__weakref__',) if weakref_slot else names
    dropped = set(names) | {'__dict__', '__weakref__'}
    body = {key: value for key, value in namespace.items() if key not in dropped}
    body['__slots__'] = tuple(n for n in wanted if n not in inherited)
    remade = type(cls)(cls.__name__, cls.__bases__, body)
    qualname = getattr(cls, '__qualname__', None)
    if qualname is not None:
        remade.__qualname__ = qualname
    if is_frozen:
        # A frozen instance with slots pickles through these.
        for hook, fn in (('__getstate__', _dataclass_getstate),
                         ('__setstate__', _dataclass_setstate)):
            if hook not in body:
                setattr(remade, hook, fn)
    return remade


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Adds dunder methods based on the fields defined in the class.

    Examines PEP 526 __annotations__ to determine fields.
    """
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
                              kw_only, slots, weakref_slot)
    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    """Returns a tuple of the fields of a dataclass or of one of its
    instances (not its ClassVars or InitVars)."""
    try:
        flds = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in flds.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """Returns True if obj is a dataclass or an instance of one."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


_ATOMIC = frozenset([type(None), bool, int, float, complex, str, bytes, type])


def _deepcopy(obj):
    if type(obj) in _ATOMIC:
        return obj
    import copy
    return copy.deepcopy(obj)


def asdict(obj, *, dict_factory=dict):
    """Returns the fields of a dataclass instance as a new dict, recursing
    into dataclasses, lists, tuples, namedtuples and dicts."""
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    t = type(obj)
    if t in _ATOMIC:
        return obj
    flds = getattr(t, _FIELDS, None)
    if flds is not None:
        if dict_factory is dict:
            return {name: _asdict_inner(getattr(obj, name), dict_factory)
                    for name, f in flds.items() if f._field_type is _FIELD}
        return dict_factory([(name, _asdict_inner(getattr(obj, name), dict_factory))
                             for name, f in flds.items() if f._field_type is _FIELD])
    # Plain lists and dicts are rebuilt by comprehensions: what calling
    # the type on a generator makes, without the generator.
    if t is list:
        return [_asdict_inner(v, dict_factory) for v in obj]
    if t is dict:
        return {_asdict_inner(k, dict_factory): _asdict_inner(v, dict_factory)
                for k, v in obj.items()}
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return t(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return t(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return t((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                 for k, v in obj.items())
    return _deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """Returns the fields of a dataclass instance as a new tuple, recursing
    like asdict()."""
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    t = type(obj)
    if t in _ATOMIC:
        return obj
    if hasattr(t, _FIELDS):
        # fields(obj), without making its tuple.
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory)
                              for f in getattr(obj, _FIELDS).values()
                              if f._field_type is _FIELD])
    if t is list:
        return [_astuple_inner(v, tuple_factory) for v in obj]
    if t is dict:
        return {_astuple_inner(k, tuple_factory): _astuple_inner(v, tuple_factory)
                for k, v in obj.items()}
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return t(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return t(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return t((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                 for k, v in obj.items())
    return _deepcopy(obj)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True,
                   kw_only=False, slots=False, weakref_slot=False):
    """Returns a new dataclass named cls_name with the given fields: each
    a name, a (name, type) pair or a (name, type, Field) triple."""
    annotations = {}
    defaults = {}
    for item in fields:
        name, tp, spec = _field_spec(item)
        if name in annotations:
            raise TypeError(f'Field name duplicated: {name!r}')
        annotations[name] = tp
        if spec is not MISSING:
            defaults[name] = spec
    if namespace is None:
        namespace = {}
    ns = dict(namespace)
    ns.update(defaults)
    ns['__annotations__'] = annotations
    if '__module__' not in ns:
        ns['__module__'] = _caller_module()
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)


def _field_spec(item):
    # One entry of make_dataclass's fields: (name, type, field or default),
    # the last MISSING when not given; a bare name is typed typing.Any.
    if isinstance(item, str):
        name, tp, spec = item, 'typing.Any', MISSING
    elif len(item) == 2:
        (name, tp), spec = item, MISSING
    elif len(item) == 3:
        name, tp, spec = item
    else:
        raise TypeError(f'Invalid field: {item!r}')
    if not (isinstance(name, str) and name.isidentifier()):
        raise TypeError(f'Field names must be valid identifiers: {name!r}')
    if _keyword.iskeyword(name):
        raise TypeError(f'Field names must not be keywords: {name!r}')
    return name, tp, spec


def _caller_module():
    getframe = getattr(_sys, '_getframe', None)
    if getframe is not None:
        try:
            return getframe(2).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            pass
    return '__main__'


def replace(obj, /, **changes):
    """Returns a new object like obj, with the fields in changes replaced."""
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    # Fields __init__ takes are carried over unless changed; the others
    # (init=False) cannot be changed. ClassVars are not fields at all.
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        given = f.name in changes
        if not f.init:
            if given:
                raise ValueError(f'field {f.name} is declared with init=False, it cannot be '
                                 'specified with replace()')
        elif not given:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f'InitVar {f.name!r} must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
