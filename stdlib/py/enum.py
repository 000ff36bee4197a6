"""Enumerations: Enum, IntEnum, StrEnum, Flag, IntFlag, auto and friends.

pyex writes this module in Python: it is a class-building API, run once per
class definition, and member access afterwards is a plain class attribute
or a dictionary lookup. Behaviour (reprs, messages, boundaries of Flag)
follows CPython 3.11.

Unlike CPython, the class body runs in a plain dict (pyex's __prepare__
must return a dict), so members are recognised after the body has run, in
definition order, instead of as each name is assigned.
"""

import builtins as _builtins

# The read-only view of a dict that __members__ returns.
_MappingProxy = type(type.__dict__)

__all__ = [
    'EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
    'ReprEnum', 'auto', 'unique', 'property', 'verify', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP', 'global_flag_repr',
    'global_enum_repr', 'global_str', 'global_enum', 'EnumCheck', 'CONTINUOUS',
    'NAMED_FLAGS', 'UNIQUE', 'pickle_by_global_name', 'pickle_by_enum_name',
    'show_flag_values',
]

# The classes below refer to each other while they are being built; until
# each exists its name is None.
Enum = Flag = ReprEnum = EJECT = KEEP = STRICT = CONFORM = None


class nonmember(object):
    """Keeps a value in an enum class body from becoming a member."""

    def __init__(self, value):
        self.value = value


class member(object):
    """Makes a value in an enum class body a member (even a function)."""

    def __init__(self, value):
        self.value = value


def _is_descriptor(obj):
    return hasattr(obj, '__get__') or hasattr(obj, '__set__') or hasattr(obj, '__delete__')


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == '__' and name[-2:] == '__'
            and name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == '_' and name[-1] == '_'
            and name[1] != '_' and name[-2] != '_')


def _is_private(cls_name, name):
    prefix = '_' + cls_name + '__'
    return (len(name) > len(prefix) and name.startswith(prefix)
            and not name.endswith('__'))


def _is_single_bit(num):
    return num != 0 and num & (num - 1) == 0


def _iter_bits_lsb(num):
    # The powers of two that make up num, lowest first.
    bits = num.value if isinstance(num, Enum) else num
    if bits < 0:
        raise ValueError('%r is not a positive integer' % num)
    while bits:
        lowest = bits & -bits
        yield lowest
        bits ^= lowest


def show_flag_values(value):
    """Returns the single-bit values that make up value, lowest first."""
    return list(_iter_bits_lsb(value))


def bin(num, max_bits=None):
    """Like builtins.bin, but in two's complement with a sign bit apart:
    bin(10) is '0b0 1010' and bin(~10) is '0b1 0101'."""
    top = 1 << num.bit_length()
    if num >= 0:
        text = _builtins.bin(num | top).replace('1', '0', 1)
    else:
        text = _builtins.bin(~num ^ (2 * top - 1))
    sign, digits = text[:3], text[3:]
    if max_bits is not None and len(digits) < max_bits:
        digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return '%s %s' % (sign, digits)


class _AutoNull:
    def __repr__(self):
        return '_auto_null'


_auto_null = _AutoNull()


class auto:
    """Stands for a value that _generate_next_value_ will choose."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)

    # In CPython an auto() is replaced by its value as soon as it is
    # assigned, so a later line of the body may compute with it
    # (WHITE = RED | GREEN). Here values are chosen after the body has run,
    # so such an expression is kept as an _AutoExpr and evaluated then.
    def __or__(self, other):
        return _AutoExpr(_or, self, other)

    def __ror__(self, other):
        return _AutoExpr(_or, other, self)

    def __and__(self, other):
        return _AutoExpr(_and, self, other)

    def __rand__(self, other):
        return _AutoExpr(_and, other, self)

    def __xor__(self, other):
        return _AutoExpr(_xor, self, other)

    def __rxor__(self, other):
        return _AutoExpr(_xor, other, self)

    def __add__(self, other):
        return _AutoExpr(_add, self, other)

    def __radd__(self, other):
        return _AutoExpr(_add, other, self)

    def __invert__(self):
        return _AutoExpr(_invert, self)


def _or(a, b):
    return a | b


def _and(a, b):
    return a & b


def _xor(a, b):
    return a ^ b


def _add(a, b):
    return a + b


def _invert(a):
    return ~a


class _AutoExpr(auto):
    """An operation on auto() values in a class body, evaluated once the
    values are known."""

    def __init__(self, op, *operands):
        self.value = _auto_null
        self.op = op
        self.operands = operands

    def resolve(self):
        args = []
        for v in self.operands:
            if isinstance(v, _AutoExpr):
                v = v.resolve()
            elif isinstance(v, auto):
                v = v.value
            args.append(v)
        return self.op(*args)


class property(object):
    """The descriptor behind Enum's name and value: on a member it reads
    the member's attribute; on the class it finds a member of that name,
    so that an enumeration may have members called name or value."""

    member = None

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc if doc is not None else getattr(fget, '__doc__', None)
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))
        self.name = None
        self.clsname = None

    def getter(self, fget):
        return type(self)(fget, self.fset, self.fdel, None if self.overwrite_doc else self.__doc__)

    def setter(self, fset):
        return type(self)(self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return type(self)(self.fget, self.fset, fdel, self.__doc__)

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.member is not None:
                return self.member
            raise AttributeError('%r has no attribute %r' % (ownerclass, self.name))
        if self.fget is not None:
            return self.fget(instance)
        if self.member is not None:
            return self.member
        try:
            return ownerclass._member_map_[self.name]
        except KeyError:
            raise AttributeError('%r has no attribute %r' % (ownerclass, self.name)) from None

    def __set__(self, instance, value):
        if self.fset is not None:
            return self.fset(instance, value)
        raise AttributeError("<enum %r> cannot set attribute %r" % (self.clsname, self.name))

    def __delete__(self, instance):
        if self.fdel is not None:
            return self.fdel(instance)
        raise AttributeError("<enum %r> cannot delete attribute %r" % (self.clsname, self.name))

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__


# The descriptor of name and value (a member's _name_ and _value_; on the
# class, the member so named): written in Go, since reading them is the
# commonest thing done with a member.
from _inspect import member_attr as _MemberAttr


_SUNDER_ALLOWED = (
    '_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
    '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_',
)


def _member_names(cls_name, classdict):
    """Finds the members among the names of a class body, in definition
    order, unwrapping member() and nonmember()."""
    ignore = classdict.get('_ignore_', ())
    if isinstance(ignore, str):
        ignore = ignore.replace(',', ' ').split()
    else:
        ignore = list(ignore)
    names = []
    for key in list(classdict):
        value = classdict[key]
        if _is_private(cls_name, key):
            continue
        if _is_sunder(key):
            if key not in _SUNDER_ALLOWED:
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use' % (key,))
            continue
        if _is_dunder(key) or key in ignore:
            continue
        if isinstance(value, nonmember):
            classdict[key] = value.value
            continue
        if isinstance(value, member):
            classdict[key] = value.value
            names.append(key)
            continue
        if _is_descriptor(value):
            continue
        names.append(key)
    for key in ignore:
        classdict.pop(key, None)
    classdict.pop('_ignore_', None)
    return names


def _resolve_autos(names, classdict, generate):
    """Replaces auto() values (alone or inside a tuple) with what generate
    returns, as CPython does when each one is assigned."""
    last_values = []
    for count, key in enumerate(names):
        value = classdict[key]
        single = isinstance(value, auto)
        if single or (type(value) is tuple and any(isinstance(v, auto) for v in value)):
            items = (value,) if single else value
            out = []
            for v in items:
                if isinstance(v, _AutoExpr):
                    v = v.resolve()
                    last_values.append(v)
                elif isinstance(v, auto):
                    if v.value is _auto_null:
                        v.value = generate(key, 1, count, last_values[:])
                    v = v.value
                    last_values.append(v)
                out.append(v)
            classdict[key] = out[0] if single else tuple(out)
        else:
            last_values.append(value)


class _PendingMember:
    """Holds a member's value in the class namespace until type.__new__
    calls __set_name__, which turns it into the member."""

    def __init__(self, value):
        self.value = value

    def __set_name__(self, enum_class, member_name):
        type.__delattr__(enum_class, member_name)
        _add_member(enum_class, member_name, self.value)


def _add_member(enum_class, member_name, value):
    args = value if isinstance(value, tuple) else (value,)
    if enum_class._member_type_ is tuple:
        args = (args,)
    if enum_class._use_args_:
        new_member = enum_class._new_member_(enum_class, *args)
    else:
        new_member = enum_class._new_member_(enum_class)
    if not hasattr(new_member, '_value_'):
        if enum_class._member_type_ is object:
            new_member._value_ = value
        else:
            try:
                new_member._value_ = enum_class._member_type_(*args)
            except Exception as exc:
                raise TypeError('_value_ not set in __new__, unable to create it') from exc
    value = new_member._value_
    new_member._name_ = member_name
    new_member.__objclass__ = enum_class
    new_member.__init__(*args)
    new_member._sort_order_ = len(enum_class._member_names_)
    is_flag = Flag is not None and issubclass(enum_class, Flag)
    if is_flag:
        enum_class._flag_mask_ |= value
        if _is_single_bit(value):
            enum_class._singles_mask_ |= value
        enum_class._all_bits_ = 2 ** enum_class._flag_mask_.bit_length() - 1
    # A second name for a value already seen is an alias of the first.
    canonical = None
    try:
        canonical = enum_class._value2member_map_.get(value)
    except TypeError:
        for m in enum_class._member_map_.values():
            if m._value_ == value:
                canonical = m
                break
    if canonical is not None:
        new_member = canonical
    elif not is_flag or _is_single_bit(value):
        enum_class._member_names_.append(member_name)
    redirect = None
    for base in enum_class.__mro__[1:]:
        d = base.__dict__.get(member_name)
        if d is not None:
            if isinstance(d, (property, _MemberAttr, _builtins.property)):
                redirect = d
                break
    if redirect is not None:
        prop = property(getattr(redirect, 'fget', None), getattr(redirect, 'fset', None),
                        getattr(redirect, 'fdel', None))
        if isinstance(redirect, _MemberAttr):
            prop.fget = _attr_getter(redirect._attr)
        prop.member = new_member
        prop.__set_name__(enum_class, member_name)
        type.__setattr__(enum_class, member_name, prop)
    else:
        type.__setattr__(enum_class, member_name, new_member)
    enum_class._member_map_[member_name] = new_member
    try:
        enum_class._value2member_map_.setdefault(value, new_member)
    except TypeError:
        enum_class._unhashable_values_.append(value)


def _attr_getter(attr):
    def get(self):
        return getattr(self, attr)
    return get


# What dir() of any enum class shows besides its members.
_ENUM_CLASS_DIR = ('__class__', '__contains__', '__doc__', '__getitem__',
                   '__iter__', '__len__', '__members__', '__module__',
                   '__name__', '__qualname__')


# What dir() of any member shows besides its own attributes.
_ENUM_MEMBER_DIR = ('__class__', '__doc__', '__eq__', '__hash__', '__module__')


class EnumType(type):
    """The metaclass of Enum: builds the members of an enumeration, and
    gives the class len(), iteration, containment and lookup by name."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        metacls._check_for_existing_members_(cls, bases)
        return {}

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if _simple:
            return super().__new__(metacls, cls, bases, classdict, **kwds)
        classdict = dict(classdict)
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        names = _member_names(cls, classdict)
        bad = [n for n in names if n in ('mro', '')]
        if bad:
            raise ValueError('invalid enum member name(s) %s' % (','.join(repr(n) for n in bad),))
        if '__order__' in classdict:
            classdict['_order_'] = classdict.pop('__order__')
        order = classdict.pop('_order_', None)
        gnv = classdict.get('_generate_next_value_')
        if gnv is None:
            gnv = getattr(first_enum, '_generate_next_value_', None) if first_enum is not None else None
        elif isinstance(gnv, staticmethod):
            gnv = gnv.__func__
        if gnv is None:
            gnv = _default_next_value
        _resolve_autos(names, classdict, gnv)
        new, save_new, use_args = metacls._find_new_(classdict, member_type, first_enum)
        classdict['_new_member_'] = new
        classdict['_use_args_'] = use_args
        for name in names:
            classdict[name] = _PendingMember(classdict[name])
        # The tables every enum class keeps (filled as members are made),
        # then the flag bookkeeping, dropped again from non-flag classes.
        classdict.update(
            _member_names_=[], _member_map_={}, _value2member_map_={},
            _unhashable_values_=[], _member_type_=member_type,
            _value_repr_=metacls._find_data_repr_(cls, bases),
            _boundary_=boundary or getattr(first_enum, '_boundary_', None),
            _flag_mask_=0, _singles_mask_=0, _all_bits_=0, _inverted_=None)
        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        own = dict(enum_class.__dict__)
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type '
                                '(i.e. int, str, float, etc.)')
            if '__format__' not in own:
                type.__setattr__(enum_class, '__format__', member_type.__format__)
                own['__format__'] = True
            if '__str__' not in own:
                method = member_type.__str__
                if method is object.__str__:
                    method = member_type.__repr__
                type.__setattr__(enum_class, '__str__', method)
                own['__str__'] = True
        if first_enum is not None:
            for name in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
                if name not in own:
                    found = getattr(enum_class, name)
                    if found == getattr(member_type, name) or found == getattr(object, name):
                        type.__setattr__(enum_class, name, getattr(first_enum, name))
        is_flag = Flag is not None and issubclass(enum_class, Flag)
        if is_flag:
            for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__',
                         '__invert__'):
                if name not in own:
                    type.__setattr__(enum_class, name, Flag.__dict__[name])
        if Enum is not None:
            if save_new:
                type.__setattr__(enum_class, '__new_member__', new)
            type.__setattr__(enum_class, '__new__', Enum.__new__)
        if isinstance(order, str):
            order = order.replace(',', ' ').split()
        if not is_flag and (Flag is not None or cls != 'Flag'):
            for name in ('_boundary_', '_flag_mask_', '_singles_mask_', '_all_bits_', '_inverted_'):
                type.__delattr__(enum_class, name)
        elif is_flag:
            values = [m._value_ for m in enum_class]
            if values != sorted(values):
                type.__setattr__(enum_class, '_iter_member_', enum_class._iter_member_by_def_)
            if order:
                order = [o for o in order
                         if o not in enum_class._member_map_ or _is_single_bit(enum_class[o]._value_)]
        if order:
            order = [o for o in order
                     if o not in enum_class._member_map_ or o in enum_class._member_names_]
            if order != enum_class._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (enum_class._member_names_, order))
        return enum_class

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        if names is None:
            # The common case, a value that names a member, without the
            # call through __new__.
            try:
                return cls._value2member_map_[value]
            except (KeyError, TypeError, AttributeError):
                pass
            # Outside the except clause, so that a failed lookup does not
            # become the context of the error __new__ raises.
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def __contains__(cls, value):
        if not isinstance(value, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (_builtins.type(value).__qualname__, cls.__class__.__qualname__))
        return isinstance(value, cls) and value._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError('%r cannot delete member %r.' % (cls.__name__, attr))
        if attr in ('__str__', '__name__'):
            _plain_str.clear()
        super().__delattr__(attr)

    def __dir__(cls):
        shown = set(_ENUM_CLASS_DIR).union(cls._member_names_)
        # __new__ and __init_subclass__ only when the class customises them.
        overrides = (('__new__', cls._new_member_, object.__new__),
                     ('__init_subclass__', cls.__init_subclass__,
                      object.__init_subclass__))
        shown.update(name for name, got, plain in overrides if got is not plain)
        if cls._member_type_ is not object:
            shown.update(dir(cls._member_type_))
        return sorted(shown)

    def __getattr__(cls, name):
        # Members live in the class namespace, so this runs only for a
        # name that is neither; CPython's message is the bare name.
        raise AttributeError(name)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @_builtins.property
    def __members__(cls):
        return _MappingProxy(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return '<flag %r>' % cls.__name__
        return '<enum %r>' % cls.__name__

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get('_member_map_', {}):
            raise AttributeError('cannot reassign member %r' % (name,))
        if name in ('__str__', '__name__'):
            _plain_str.clear()
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        first_enum = cls._get_mixins_(class_name, bases)[1]
        classdict = metacls.__prepare__(class_name, bases)
        for key, value in _functional_members(names, first_enum, start):
            if key in classdict:
                raise TypeError('%r already defined as %r' % (key, classdict[key]))
            classdict[key] = value
        classdict['__module__'] = module if module is not None else _caller_module()
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _check_for_existing_members_(mcls, class_name, bases):
        # An enum with members is final.
        for base in _ancestors(bases):
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError('<enum %r> cannot extend %r' % (class_name, base))

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        # (member type, the enum class to build on): the enum base comes
        # last, after any mixins and the data type.
        if not bases:
            return object, Enum
        mcls._check_for_existing_members_(class_name, bases)
        enum_base = bases[-1]
        if not isinstance(enum_base, EnumType):
            raise TypeError('new enumerations should be created as '
                            '`EnumName([mixin_type, ...] [data_type,] enum_type)`')
        return mcls._find_data_type_(class_name, bases) or object, enum_base

    @classmethod
    def _find_data_repr_(mcls, class_name, bases):
        # The repr members use for their values: the nearest enum's, or
        # the __repr__ of the nearest class defining one.
        for base in _ancestors(bases):
            if isinstance(base, EnumType):
                return base._value_repr_
            if base is not object and '__repr__' in vars(base):
                return vars(base)['__repr__']
        return None

    @classmethod
    def _find_data_type_(mcls, class_name, bases):
        kinds = {kind for kind in map(_chain_data_type, bases) if kind is not None}
        if len(kinds) > 1:
            raise TypeError('too many data types for %r: %r' % (class_name, kinds))
        return kinds.pop() if kinds else None

    @classmethod
    def _find_new_(mcls, classdict, member_type, first_enum):
        new = classdict.get('__new__')
        save_new = first_enum is not None and new is not None
        if new is None:
            skip = (None, None.__new__, object.__new__,
                    Enum.__new__ if Enum is not None else None)
            for method in ('__new_member__', '__new__'):
                for possible in (member_type, first_enum):
                    target = getattr(possible, method, None)
                    if not any(target is s for s in skip):
                        new = target
                        break
                if new is not None:
                    break
            else:
                new = object.__new__
        if isinstance(new, staticmethod):
            new = new.__func__
        use_args = not (first_enum is None or new is object.__new__
                        or (Enum is not None and new is Enum.__new__))
        return new, save_new, use_args


EnumMeta = EnumType


def _ancestors(bases):
    # Every class along each base's MRO, base by base.
    for base in bases:
        yield from base.__mro__


def _chain_data_type(chain):
    # The type that makes the values of members derived from chain: an
    # enum's member type, or the first class with a __new__ of its own (or
    # a dataclass), reported as the outermost plain class before it.
    outer = None
    for base in chain.__mro__:
        if isinstance(base, EnumType):
            kind = base._member_type_
            if kind is not object:
                return kind
        elif base is not object:
            own = vars(base)
            if '__new__' in own or '__dataclass_fields__' in own:
                return outer or base
            outer = outer or base
    return None


def _functional_members(names, first_enum, start):
    # The (name, value) pairs of Enum('Name', names): a string of names
    # split on commas and spaces, a sequence of names (values from
    # _generate_next_value_), a sequence of pairs, or a mapping.
    if isinstance(names, str):
        names = names.replace(',', ' ').split()
    if names is None:
        return
    if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
        made = []
        for count, key in enumerate(names):
            made.append(first_enum._generate_next_value_(key, start, count, made[:]))
            yield key, made[-1]
        return
    for entry in names:
        # A mapping iterates its names; a sequence gives the pairs.
        yield (entry, names[entry]) if isinstance(entry, str) else entry


def _caller_module():
    import sys
    getframe = getattr(sys, '_getframe', None)
    if getframe is not None:
        try:
            return getframe(3).f_globals['__name__']
        except (AttributeError, ValueError, KeyError):
            pass
    return '__main__'


def _default_next_value(name, start, count, last_values):
    # auto(): one more than the latest value when that is also the
    # largest; failing that, one more than the latest value that can be
    # incremented (last_values is sorted by then, as CPython leaves it).
    if not last_values:
        return start
    latest = last_values[-1]
    try:
        last_values.sort()
        if last_values[-1] == latest:
            return latest + 1
    except TypeError:
        pass
    for earlier in reversed(last_values):
        try:
            return earlier + 1
        except TypeError:
            continue
    return start


_NO_MEMBER = object()


def _value_not_found(cls, value):
    # cls(value) matched no member: _missing_ may still supply one, and
    # what it returns or raises decides the error.
    problem = found = None
    try:
        found = cls._missing_(value)
    except Exception as e:
        problem = e
    if isinstance(found, cls):
        return found
    if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
            and isinstance(found, int)):
        return found
    invalid = ValueError('%r is not a valid %s' % (value, cls.__qualname__))
    if problem is None:
        if found is None:
            raise invalid
        problem = TypeError('error in %s._missing_: returned %r instead of None '
                            'or a valid member' % (cls.__name__, found))
    if not isinstance(problem, ValueError):
        problem.__context__ = invalid
    raise problem


class Enum(metaclass=EnumType):
    """The base of enumerations: each NAME = value line of a subclass
    body makes a member, an instance of the subclass."""

    def __new__(cls, value):
        # Members are made by the metaclass; calling the class looks one
        # up by value.
        if type(value) is cls:
            return value
        try:
            hit = cls._value2member_map_.get(value, _NO_MEMBER)
        except TypeError:
            # An unhashable value: compare it with every member's.
            hit = next((m for m in cls._member_map_.values() if m._value_ == value),
                       _NO_MEMBER)
        if hit is not _NO_MEMBER:
            return hit
        if not cls._member_map_:
            raise TypeError('%r has no members defined' % cls)
        return _value_not_found(cls, value)

    def __init__(self, *args, **kwds):
        pass

    _generate_next_value_ = staticmethod(_default_next_value)

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return '<%s.%s: %s>' % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __dir__(self):
        members = self._member_map_
        # A mixed-in data type's attributes show too.
        shown = set() if type(self)._member_type_ is object else set(object.__dir__(self))
        shown.update(key for key in getattr(self, '__dict__', [])
                     if key[0] != '_' and key not in members)
        # Public class attributes, except a member's name; a property
        # named like a member shows only when it has a getter.
        for klass in type(self).mro():
            for key, attr in vars(klass).items():
                if key[0] == '_':
                    continue
                is_prop = isinstance(attr, (property, _MemberAttr))
                if key not in members or (is_prop and getattr(attr, 'fget', True) is not None):
                    shown.add(key)
                elif is_prop:
                    shown.discard(key)
        return sorted(shown.union(_ENUM_MEMBER_DIR))

    def __format__(self, format_spec):
        # str(self), written out when it would run Enum.__str__ (an
        # f-string of a member then costs one call of Python, not two).
        # For each class using Enum.__str__ its "Name." is remembered, and
        # forgotten whenever an enum class's __str__ or __name__ changes.
        cls = type(self)
        prefix = _plain_str.get(cls)
        if prefix is None:
            if len(_plain_str) >= 1024:
                _plain_str.clear()
            prefix = _plain_str[cls] = cls.__name__ + '.' if cls.__str__ is _enum_str else ''
        name = self._name_
        if prefix and type(name) is str:
            text = prefix + name
        else:
            text = str(self)
        if format_spec == '' and type(text) is str:
            return text
        return _str_format(text, format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    name = _MemberAttr('_name_', 'The name of the Enum member.')
    value = _MemberAttr('_value_', 'The value of the Enum member.')


_enum_str = Enum.__str__
_str_format = str.__format__
# enum class -> "ClassName." if its __str__ is Enum's, else '' (see
# Enum.__format__).
_plain_str = {}


class ReprEnum(Enum):
    """A mixed-in enum whose str() and format() are the data type's; only repr() is the enum's."""


class IntEnum(int, ReprEnum):
    """An enumeration of ints: each member is an int too."""


class StrEnum(str, ReprEnum):
    """An enumeration of strings: each member is a str too."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError('%r is not a string' % (values[0],))
        if len(values) >= 2 and not isinstance(values[1], str):
            raise TypeError('encoding must be a string, not %r' % (values[1],))
        if len(values) == 3 and not isinstance(values[2], str):
            raise TypeError('errors must be a string, not %r' % (values[2]))
        value = str(*values)
        m = str.__new__(cls, value)
        m._value_ = value
        return m

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def pickle_by_global_name(self, proto):
    return self.name


_reduce_ex_by_global_name = pickle_by_global_name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)


class FlagBoundary(StrEnum):
    """What a Flag does with a value outside its members:
    "strict" raises (Flag's default), "conform" drops the extra bits,
    "eject" returns a plain int, "keep" keeps them (IntFlag's default)."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


def _flag_pseudo_name(cls, singles, alias_bits):
    # The name of a combination of flags: its members' names joined by
    # '|' (the single-bit ones in iteration order, then the multi-bit
    # aliases it covers), plus the leftover bits as a number; None when no
    # member covers any of it.
    if not (singles or alias_bits):
        return None
    parts = list(cls._iter_member_(singles))
    covered = 0
    for part in parts:
        covered |= part._value_
    whole = singles | alias_bits
    if alias_bits:
        for alias in cls._member_map_.values():
            bits = alias._value_
            if alias not in parts and bits and bits & whole == bits:
                parts.append(alias)
                covered |= bits
    if not covered:
        return None
    name = '|'.join([part._name_ for part in parts])
    leftover = whole ^ covered
    if leftover:
        if cls._boundary_ is STRICT:
            raise ValueError('%r: no members with value %r' % (cls, leftover))
        name += '|%s' % cls._numeric_repr_(leftover)
    return name


class Flag(Enum, boundary=STRICT):
    """Members combine with | & ^ ~ into other members of the same class."""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        # auto() in a Flag: the power of two above the largest value yet.
        if not count:
            return 1 if start is None else start
        largest = max(last_values)
        try:
            width = largest.bit_length()
        except Exception:
            raise TypeError('invalid flag value %r' % largest) from None
        return 2 ** width

    @classmethod
    def _iter_member_by_value_(cls, value):
        for bit in _iter_bits_lsb(value & cls._flag_mask_):
            yield cls._value2member_map_.get(bit)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            boundary = cls._boundary_
            if boundary is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError('%r invalid value %r\n    given %s\n  allowed %s'
                                 % (cls, value, bin(value, max_bits), bin(flag_mask, max_bits)))
            elif boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** value.bit_length()) + value
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, boundary))
        # A negative value counts down from all_bits; the pseudo-member is
        # then cached under both spellings.
        spelled = value
        if spelled < 0:
            value = all_bits + 1 + spelled
        stray = value & ~flag_mask
        if stray and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]'
                             % (cls.__name__, value, stray, bin(stray)))
        kind = cls._member_type_
        pseudo = object.__new__(cls) if kind is object else kind.__new__(cls, value)
        if not hasattr(pseudo, '_value_'):
            pseudo._value_ = value
        pseudo._name_ = _flag_pseudo_name(cls, value & singles_mask, value & ~singles_mask)
        cached = cls._value2member_map_.setdefault(value, pseudo)
        if spelled != value:
            cls._value2member_map_[spelled] = cached
        return cached

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return '<%s: %s>' % (cls_name, v_repr(self._value_))
        return '<%s.%s: %s>' % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return '%s.%s' % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    # The operators read other's value (a member of this class, or of the
    # mixed-in data type) and look the result up in place, without the
    # Python call of EnumType.__call__: flags are combined in loops. A
    # metaclass of the user's own, or a value that is no member yet, still
    # goes through the class call.
    def __or__(self, other):
        cls = self.__class__
        if isinstance(other, cls):
            v = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            v = other
        else:
            return NotImplemented
        v = self._value_ | v
        if type(cls) is EnumType:
            found = cls._value2member_map_.get(v)
            if found is not None:
                return found
        return cls(v)

    def __and__(self, other):
        cls = self.__class__
        if isinstance(other, cls):
            v = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            v = other
        else:
            return NotImplemented
        v = self._value_ & v
        if type(cls) is EnumType:
            found = cls._value2member_map_.get(v)
            if found is not None:
                return found
        return cls(v)

    def __xor__(self, other):
        cls = self.__class__
        if isinstance(other, cls):
            v = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            v = other
        else:
            return NotImplemented
        v = self._value_ ^ v
        if type(cls) is EnumType:
            found = cls._value2member_map_.get(v)
            if found is not None:
                return found
        return cls(v)

    def __invert__(self):
        # Computed once per member: the complement within the defined
        # single bits, or of all bits for EJECT and KEEP boundaries.
        cached = self._inverted_
        if cached is None:
            every_bit = self._boundary_ in (EJECT, KEEP)
            bits = ~self._value_ if every_bit else self._singles_mask_ & ~self._value_
            cached = self._inverted_ = self.__class__(bits)
        return cached

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """A Flag whose members are ints too."""


def unique(enumeration):
    """Class decorator: fails when two member names share a value."""
    duplicates = [(name, m.name) for name, m in enumeration.__members__.items() if name != m.name]
    if duplicates:
        details = ', '.join(['%s -> %s' % pair for pair in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, details))
    return enumeration


def global_enum_repr(self):
    """repr of a member as module.NAME (global_enum)."""
    module = self.__class__.__module__.split('.')[-1]
    return '%s.%s' % (module, self._name_)


def global_flag_repr(self):
    """repr of a flag as module.NAME|module.OTHER (global_enum)."""
    module = self.__class__.__module__.split('.')[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return '%s.%s(%r)' % (module, cls_name, self._value_)
    if _is_single_bit(self._value_):
        return '%s.%s' % (module, self._name_)
    if self._boundary_ is not KEEP:
        return '|'.join(['%s.%s' % (module, name) for name in self.name.split('|')])
    return '|'.join([n if n[0].isdigit() else '%s.%s' % (module, n)
                     for n in self._name_.split('|')])


def global_str(self):
    """str of a member as its bare name (global_enum)."""
    if self._name_ is None:
        return '%s(%r)' % (self.__class__.__name__, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """Makes members' repr name their module instead of their class, and
    exports the members into the module's namespace."""
    if issubclass(cls, Flag):
        type.__setattr__(cls, '__repr__', global_flag_repr)
    else:
        type.__setattr__(cls, '__repr__', global_enum_repr)
    if not issubclass(cls, ReprEnum) or update_str:
        type.__setattr__(cls, '__str__', global_str)
    import sys
    mod = sys.modules.get(cls.__module__)
    if mod is not None:
        for k, v in cls.__members__.items():
            setattr(mod, k, v)
    return cls


class EnumCheck(StrEnum):
    """The constraints verify() can check."""
    CONTINUOUS = 'no skipped integer values'
    NAMED_FLAGS = 'multi-flag aliases may not contain unnamed flags'
    UNIQUE = 'one name per value'


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Class decorator checking an enumeration against EnumCheck constraints."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        if issubclass(enumeration, Flag):
            kind = 'flag'
        elif issubclass(enumeration, Enum):
            kind = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in self.checks:
            for constraint, runner in _VERIFIERS:
                if check is constraint:
                    runner(enumeration, kind)
        return enumeration


def _verify_unique(enumeration, kind):
    # Every name maps to a member of that name (no aliases).
    pairs = [(alias, m.name) for alias, m in enumeration.__members__.items()
             if alias != m.name]
    if pairs:
        listed = ', '.join(['%s -> %s' % pair for pair in pairs])
        raise ValueError('aliases found in %r: %s' % (enumeration, listed))


def _verify_continuous(enumeration, kind):
    # No gaps between the lowest and highest value (for flags: no missing
    # power of two between them).
    seen = {m.value for m in enumeration}
    if len(seen) < 2:
        return
    lo, hi = min(seen), max(seen)
    if kind == 'flag':
        gaps = [2 ** i for i in range(lo.bit_length(), hi.bit_length() - 1)
                if 2 ** i not in seen]
    else:
        gaps = [i for i in range(lo + 1, hi) if i not in seen]
    if gaps:
        text = 'invalid %s %r: missing values %s' % (
            kind, enumeration.__name__, ', '.join(str(g) for g in gaps))
        raise ValueError(text[:256])


def _verify_named_flags(enumeration, kind):
    # Every bit of a multi-bit alias must belong to a named single flag.
    canonical = enumeration._member_names_
    named_values = [m.value for m in enumeration]
    offenders = []
    lost_bits = 0
    for key, alias in enumeration._member_map_.items():
        if key in canonical or alias.value < 0:
            continue
        unnamed = [bit for bit in _iter_bits_lsb(alias.value) if bit not in named_values]
        if unnamed:
            offenders.append(key)
            for bit in unnamed:
                lost_bits |= bit
    if not offenders:
        return
    if len(offenders) > 1:
        who = 'aliases %s and %s are missing' % (', '.join(offenders[:-1]), offenders[-1])
    else:
        who = 'alias %s is missing' % offenders[0]
    if _is_single_bit(lost_bits):
        what = 'value 0x%x' % lost_bits
    else:
        what = 'combined values of 0x%x' % lost_bits
    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) '
                     'for details]' % (enumeration.__name__, who, what))


# Matched by identity, as a check that is merely equal is ignored.
_VERIFIERS = (
    (UNIQUE, _verify_unique),
    (CONTINUOUS, _verify_continuous),
    (NAMED_FLAGS, _verify_named_flags),
)
