"""Inspecting live objects, written in Python: predicates, members,
docstrings, signatures, frames and source.

Signatures are read from functions' code objects, defaults and
annotations. Built-in functions carry no text signature in pyex, so
signature() of one raises ValueError as CPython does for a builtin
without one. Source is available for the program's own file (and what
the host supplies); otherwise getsource raises OSError, as CPython does
without a source file.
"""

import enum, functools, linecache, sys, types
import _inspect

__all__ = [
    'ArgInfo', 'Attribute', 'BlockFinder', 'BoundArguments', 'CO_ASYNC_GENERATOR',
    'CO_COROUTINE', 'CO_GENERATOR', 'CO_ITERABLE_COROUTINE', 'CO_NESTED',
    'CO_NEWLOCALS', 'CO_NOFREE', 'CO_OPTIMIZED', 'CO_VARARGS', 'CO_VARKEYWORDS',
    'ClosureVars', 'EndOfBlock', 'FrameInfo', 'FullArgSpec', 'GEN_CLOSED',
    'GEN_CREATED', 'GEN_RUNNING', 'GEN_SUSPENDED', 'Parameter', 'Signature',
    'Traceback', 'classify_class_attrs', 'cleandoc', 'currentframe', 'findsource',
    'formatannotation', 'getattr_static', 'getblock', 'getcallargs',
    'getclasstree', 'getclosurevars', 'getcomments', 'getcoroutinelocals',
    'getcoroutinestate', 'getdoc', 'getfile', 'getframeinfo', 'getfullargspec',
    'getgeneratorlocals', 'getgeneratorstate', 'getinnerframes', 'getlineno',
    'getmembers', 'getmembers_static', 'getmodule', 'getmodulename', 'getmro',
    'getouterframes', 'getsource', 'getsourcefile', 'getsourcelines', 'indentsize',
    'isabstract', 'isasyncgen', 'isasyncgenfunction', 'isawaitable', 'isbuiltin',
    'isclass', 'iscode', 'iscoroutine', 'iscoroutinefunction', 'isdatadescriptor',
    'isframe', 'isfunction', 'isgenerator', 'isgeneratorfunction',
    'isgetsetdescriptor', 'ismemberdescriptor', 'ismethod', 'ismethoddescriptor',
    'ismethodwrapper', 'ismodule', 'isroutine', 'istraceback', 'signature', 'stack',
    'trace', 'unwrap', 'get_annotations',
]

CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32
CO_NOFREE = 64
CO_COROUTINE = 128
CO_ITERABLE_COROUTINE = 256
CO_ASYNC_GENERATOR = 512

TPFLAGS_IS_ABSTRACT = 1 << 20


# Predicates ------------------------------------------------------------------

def ismodule(object):
    return isinstance(object, types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, types.MethodType)


def isfunction(object):
    return isinstance(object, types.FunctionType)


def _descriptor_type(obj):
    # Classes, methods and functions have __get__ too but are not what the
    # descriptor predicates mean: None for them, else the type to probe.
    if isclass(obj) or ismethod(obj) or isfunction(obj):
        return None
    return type(obj)


def ismethoddescriptor(object):
    kind = _descriptor_type(object)
    return kind is not None and hasattr(kind, "__get__") and not hasattr(kind, "__set__")


def isdatadescriptor(object):
    kind = _descriptor_type(object)
    return kind is not None and (hasattr(kind, "__set__") or hasattr(kind, "__delete__"))


def ismemberdescriptor(object):
    return isinstance(object, types.MemberDescriptorType)


def isgetsetdescriptor(object):
    return isinstance(object, types.GetSetDescriptorType)


def _has_code_flag(f, flag):
    while ismethod(f):
        f = f.__func__
    f = _unwrap_partial(f)
    if not (isfunction(f) or _signature_is_functionlike(f)):
        return False
    return bool(f.__code__.co_flags & flag)


def _unwrap_partial(f):
    while isinstance(f, functools.partial):
        f = f.func
    return f


def isgeneratorfunction(obj):
    return _has_code_flag(obj, CO_GENERATOR)


def iscoroutinefunction(obj):
    return _has_code_flag(obj, CO_COROUTINE)


def isasyncgenfunction(obj):
    return _has_code_flag(obj, CO_ASYNC_GENERATOR)


def isasyncgen(object):
    return isinstance(object, types.AsyncGeneratorType)


def isgenerator(object):
    return isinstance(object, types.GeneratorType)


def iscoroutine(object):
    return isinstance(object, types.CoroutineType)


def isawaitable(object):
    if isinstance(object, types.CoroutineType):
        return True
    if isinstance(object, types.GeneratorType):
        return bool(object.gi_code.co_flags & CO_ITERABLE_COROUTINE)
    try:
        from collections.abc import Awaitable
        return isinstance(object, Awaitable)
    except ImportError:
        return hasattr(type(object), '__await__')


def istraceback(object):
    return isinstance(object, types.TracebackType)


def isframe(object):
    return isinstance(object, types.FrameType)


def iscode(object):
    return isinstance(object, types.CodeType)


def isbuiltin(object):
    return isinstance(object, types.BuiltinFunctionType)


def ismethodwrapper(object):
    return isinstance(object, types.MethodWrapperType)


def isroutine(object):
    return (isbuiltin(object) or isfunction(object) or ismethod(object)
            or ismethoddescriptor(object) or ismethodwrapper(object))


def isabstract(object):
    if not isinstance(object, type):
        return False
    return bool(getattr(object, '__abstractmethods__', None))


# Members and documentation -----------------------------------------------------

def _by_name(pair):
    return pair[0]


def _select(found, predicate):
    # found yields (name, value); keep those the predicate accepts, by name.
    kept = [pair for pair in found if not predicate or predicate(pair[1])]
    kept.sort(key=_by_name)
    return kept


def _dynamic_names(cls):
    # Names of DynamicClassAttributes in the bases: dir() can miss them
    # and getattr on the class raises for them.
    extra = []
    try:
        for parent in cls.__bases__:
            extra += [k for k, v in parent.__dict__.items()
                      if isinstance(v, types.DynamicClassAttribute)]
    except AttributeError:
        pass
    return extra


def _member_pairs(obj, getter):
    names = dir(obj)
    search = ()
    if isclass(obj):
        search = (obj,) + getmro(obj)
        names += _dynamic_names(obj)
    done = set()
    for key in names:
        value = _sentinel
        if key not in done:
            try:
                value = getter(obj, key)
            except AttributeError:
                pass
        if value is _sentinel:
            # A repeated name, or one the getter refuses: take it from the
            # class dicts directly when one has it.
            holder = next((k for k in search if key in k.__dict__), None)
            if holder is None:
                continue
            value = holder.__dict__[key]
        yield key, value
        done.add(key)


def getmembers(object, predicate=None):
    return _select(_member_pairs(object, getattr), predicate)


def getmembers_static(object, predicate=None):
    return _select(_member_pairs(object, getattr_static), predicate)


def getmro(cls):
    return cls.__mro__


def unwrap(func, *, stop=None):
    f = func
    seen = {id(f)}
    limit = sys.getrecursionlimit()
    while hasattr(f, '__wrapped__') and not (stop is not None and stop(f)):
        f = f.__wrapped__
        if id(f) in seen or len(seen) >= limit:
            raise ValueError('wrapper loop when unwrapping {!r}'.format(func))
        seen.add(id(f))
    return f


def indentsize(line):
    expanded = line.expandtabs()
    return len(expanded) - len(expanded.lstrip())


def cleandoc(doc):
    rows = doc.expandtabs().split('\n')
    # The first row's indentation is the opening quote's; the rest share a
    # margin, the smallest indent among their non-blank rows.
    indents = [len(r) - len(r.lstrip()) for r in rows[1:] if r.lstrip()]
    cut = min(indents, default=0)
    rows = [rows[0].lstrip()] + [r[cut:] for r in rows[1:]]
    hi = len(rows)
    while hi and not rows[hi - 1]:
        hi -= 1
    lo = 0
    while lo < hi and not rows[lo]:
        lo += 1
    return '\n'.join(rows[lo:hi])


def _doc_owner(obj):
    # The class whose MRO may document obj, and the attribute name to
    # look up there; None when obj is not a method, function or property
    # reachable from its class.
    if ismethod(obj):
        attr = obj.__func__.__name__
        bound = obj.__self__
        on_class = isclass(bound) and getattr(getattr(bound, attr, None), '__func__', None) is obj.__func__
        return (bound if on_class else bound.__class__), attr
    if isfunction(obj):
        home = _findclass(obj)
        if home is not None and getattr(home, obj.__name__, None) is obj:
            return home, obj.__name__
        return None
    if isinstance(obj, property):
        attr = obj.fget.__name__
        home = _findclass(obj.fget)
        if home is not None and getattr(home, attr) is obj:
            return home, attr
    return None


def _finddoc(obj):
    if isclass(obj):
        texts = (k.__dict__.get('__doc__') for k in obj.__mro__ if k is not object)
        return next((t for t in texts if t is not None), None)
    owner = _doc_owner(obj)
    if owner is None:
        return None
    home, attr = owner
    for klass in home.__mro__:
        text = getattr(getattr(klass, attr, None), '__doc__', None) if hasattr(klass, attr) else None
        if text is not None:
            return text
    return None


def _findclass(func):
    # Walk the qualified name from the defining module down to the class.
    scope = sys.modules.get(func.__module__)
    if scope is None:
        return None
    for part in func.__qualname__.split('.')[:-1]:
        scope = getattr(scope, part, None)
    return scope if isclass(scope) else None


_sentinel = object()


def getdoc(object):
    text = getattr(object, '__doc__', _sentinel)
    if text is _sentinel:
        return None
    if text is None:
        try:
            text = _finddoc(object)
        except (AttributeError, TypeError):
            return None
    return cleandoc(text) if isinstance(text, str) else None


def _static_getmro(klass):
    return type.__dict__['__mro__'].__get__(klass) if '__mro__' in type.__dict__ else klass.__mro__


def getattr_static(obj, attr, default=_sentinel):
    instance_result = _sentinel
    if not isinstance(obj, type):
        try:
            instance_dict = object.__getattribute__(obj, "__dict__")
        except AttributeError:
            instance_dict = {}
        instance_result = instance_dict.get(attr, _sentinel)
        klass = type(obj)
    else:
        klass = obj
    klass_result = _sentinel
    for entry in klass.__mro__:
        if attr in entry.__dict__:
            klass_result = entry.__dict__[attr]
            break
    if instance_result is not _sentinel and klass_result is not _sentinel:
        if hasattr(type(klass_result), '__get__') and hasattr(type(klass_result), '__set__'):
            return klass_result
    # An instance attribute shadows a non-data descriptor of the class.
    for found in (instance_result, klass_result):
        if found is not _sentinel:
            return found
    if obj is klass:
        for entry in type(klass).__mro__:
            if attr in entry.__dict__:
                return entry.__dict__[attr]
    if default is not _sentinel:
        return default
    raise AttributeError(attr)


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    if not (isinstance(obj, types.ModuleType) or callable(obj)):
        raise TypeError(f"{obj!r} is not a module, class, or callable.")
    # A class's own dict only: getattr would find a base class's annotations.
    found = (obj.__dict__.get('__annotations__') if isinstance(obj, type)
             else getattr(obj, '__annotations__', None))
    if found is None:
        return {}
    if not isinstance(found, dict):
        raise ValueError(f"{obj!r}.__annotations__ is neither a dict nor None")
    ann = found
    if not (ann and eval_str):
        return dict(ann)
    if globals is None:
        globals = getattr(unwrap(obj), '__globals__', None) or getattr(sys.modules.get(getattr(obj, '__module__', None)), '__dict__', {})
    return {k: v if not isinstance(v, str) else eval(v, globals, locals) for k, v in ann.items()}


# Source ----------------------------------------------------------------------

# Each step takes an object one level nearer its code object.
_TOWARDS_CODE = (
    (ismethod, '__func__'),
    (isfunction, '__code__'),
    (istraceback, 'tb_frame'),
    (isframe, 'f_code'),
)


def _code_of(obj):
    for test, attr in _TOWARDS_CODE:
        if test(obj):
            obj = getattr(obj, attr)
    return obj


def getfile(object):
    if ismodule(object):
        path = getattr(object, '__file__', None)
        if not path:
            raise TypeError(f'{object!r} is a built-in module')
        return path
    if isclass(object):
        if hasattr(object, '__module__'):
            path = getattr(sys.modules.get(object.__module__), '__file__', None)
            if path:
                return path
            if object.__module__ == '__main__':
                raise OSError('source code not available')
        raise TypeError(f'{object!r} is a built-in class')
    code = _code_of(object)
    if not iscode(code):
        raise TypeError('module, class, method, function, traceback, frame, or '
                        f'code object was expected, got {type(object).__name__}')
    return code.co_filename


def getmodulename(path):
    fname = path.replace('\\', '/').rsplit('/', 1)[-1]
    for suffix in ('.py', '.pyc', '.pyw'):
        if fname.endswith(suffix):
            return fname[:-len(suffix)]
    return None


def getsourcefile(object):
    filename = getfile(object)
    if filename.startswith('<') and filename.endswith('>'):
        return None
    if _inspect.source(filename) is not None:
        return filename
    return None


def getmodule(object, _filename=None):
    if ismodule(object):
        return object
    named = getattr(object, '__module__', _sentinel)
    if named is not _sentinel:
        return sys.modules.get(named)
    try:
        path = getfile(object)
    except TypeError:
        return None
    owners = [m for m in list(sys.modules.values()) if getattr(m, '__file__', None) == path]
    return owners[0] if owners else sys.modules.get('__main__')


def _source_lines(object):
    try:
        path = getsourcefile(object)
    except TypeError:
        path = None
    if not path:
        # Pseudo-files such as '<stdin>' may still be in linecache.
        path = getfile(object)
        if not (path.startswith('<') and path.endswith('>')):
            path = None
    text = linecache.getlines(path) if path else []
    if not text:
        raise OSError('could not get source code')
    return text


def _class_line(text, cls):
    # A top-level definition wins; else the least indented one.
    import re
    header = re.compile(r'^(\s*)class\s*' + cls.__name__ + r'\b')
    nested = []
    for number, row in enumerate(text):
        hit = header.match(row)
        if hit is None:
            continue
        if row[0] == 'c':
            return number
        nested.append((hit.group(1), number))
    if not nested:
        raise OSError('could not find class definition')
    return min(nested)[1]


def findsource(object):
    text = _source_lines(object)
    if ismodule(object):
        return text, 0
    if isclass(object):
        return text, _class_line(text, object)
    code = _code_of(object)
    if not iscode(code):
        raise OSError('could not find code object')
    if not hasattr(code, 'co_firstlineno'):
        raise OSError('could not find function definition')
    start = code.co_firstlineno - 1
    if start >= len(text):
        raise OSError('lineno is out of bounds')
    return text, start


def getblock(lines):
    # The first line and every following line that is blank or indented
    # deeper than it; a decorator line leads to the def/class it decorates.
    if not lines:
        return []
    first = lines[0]
    base = indentsize(first)
    i = 1
    while first.lstrip().startswith('@') and i < len(lines):
        first = lines[i]
        i += 1
    head = first.strip()
    end = i
    text = head.split('#')[0].rstrip()
    if text.endswith(':') or _open_brackets(''.join(lines[:i])):
        j = i
        while j < len(lines):
            line = lines[j]
            if _open_brackets(''.join(lines[:j])):
                j += 1
                end = j
                continue
            if line.strip() == '' or line.lstrip().startswith('#') and indentsize(line) > base:
                j += 1
                continue
            if indentsize(line) <= base:
                break
            j += 1
            end = j
    return lines[:end]


def _open_brackets(text):
    depth = 0
    quote = None
    i = 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == '\\':
                i += 2
                continue
            if text.startswith(quote, i):
                i += len(quote)
                quote = None
                continue
        elif c in '\'"':
            quote = text[i:i + 3] if text[i:i + 3] in ('"""', "'''") else c
            i += len(quote)
            continue
        elif c == '#':
            j = text.find('\n', i)
            i = len(text) if j < 0 else j
            continue
        elif c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        i += 1
    return depth > 0 or quote is not None


def getsourcelines(object):
    target = unwrap(object)
    text, start = findsource(target)
    where = target.tb_frame if istraceback(target) else target
    # A module, or a module-level frame, is the whole file.
    if ismodule(where) or (isframe(where) and where.f_code.co_name == "<module>"):
        return text, 0
    return getblock(text[start:]), start + 1


def getsource(object):
    lines, lnum = getsourcelines(object)
    return ''.join(lines)


def getcomments(object):
    return None


# Signatures -----------------------------------------------------------------

class _void:
    """Default of the replace() methods: keep the current value."""


class _empty:
    """Parameter.empty and Signature.empty: no default, no annotation."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _PARAM_NAME_MAPPING[self]


_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD

_PARAM_NAME_MAPPING = {
    _POSITIONAL_ONLY: 'positional-only',
    _POSITIONAL_OR_KEYWORD: 'positional or keyword',
    _VAR_POSITIONAL: 'variadic positional',
    _KEYWORD_ONLY: 'keyword-only',
    _VAR_KEYWORD: 'variadic keyword',
}


def formatannotation(annotation, base_module=None):
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, types.GenericAlias):
        return str(annotation)
    if not isinstance(annotation, type):
        return repr(annotation)
    home = annotation.__module__
    if home in ('builtins', base_module):
        return annotation.__qualname__
    return f'{home}.{annotation.__qualname__}'


def _or_current(value, current):
    # replace() arguments left at _void keep the current value.
    return current if value is _void else value


def _parameter_kind(value):
    try:
        return _ParameterKind(value)
    except ValueError:
        raise ValueError(f'value {value!r} is not a valid Parameter.kind')


class Parameter:
    """One parameter of a Signature: name, kind, default, annotation."""

    __slots__ = ('_name', '_kind', '_default', '_annotation')

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        self._kind = _parameter_kind(kind)
        if default is not _empty and self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f'{self._kind.description} parameters cannot have default values')
        self._default, self._annotation = default, annotation
        if name is _empty:
            raise ValueError('name is a required attribute for Parameter')
        if not isinstance(name, str):
            raise TypeError(f'name must be a str, not a {type(name).__name__}')
        if name[0] == '.' and name[1:].isdigit():
            if self._kind != _POSITIONAL_OR_KEYWORD:
                raise ValueError('implicit arguments must be passed as '
                                 'positional or keyword arguments, not {}'.format(self._kind.description))
            self._kind = _POSITIONAL_ONLY
            name = 'implicit{}'.format(name[1:])
        import keyword
        if not name.isidentifier() or keyword.iskeyword(name):
            raise ValueError('{!r} is not a valid parameter name'.format(name))
        self._name = name

    def __reduce__(self):
        return (type(self), (self._name, self._kind),
                {'_default': self._default, '_annotation': self._annotation})

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(_or_current(name, self._name), _or_current(kind, self._kind),
                          default=_or_current(default, self._default),
                          annotation=_or_current(annotation, self._annotation))

    def __str__(self):
        kind = self.kind
        text = self._name
        if self._annotation is not _empty:
            text = '{}: {}'.format(text, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                text = '{} = {}'.format(text, repr(self._default))
            else:
                text = '{}={}'.format(text, repr(self._default))
        if kind == _VAR_POSITIONAL:
            text = '*' + text
        elif kind == _VAR_KEYWORD:
            text = '**' + text
        return text

    def __repr__(self):
        return '<{} "{}">'.format(self.__class__.__name__, self)

    def __hash__(self):
        return hash((self.name, self.kind, self.annotation, self.default))

    def __eq__(self, other):
        if not isinstance(other, Parameter):
            return NotImplemented
        return self is other or (
            self._name == other._name and self._kind == other._kind and
            self._default == other._default and self._annotation == other._annotation)


class BoundArguments:
    """The result of Signature.bind: arguments by parameter name."""

    __slots__ = ('arguments', '_signature', '__weakref__')

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    def _split(self):
        # The parameters that go positionally (up to the first keyword-only
        # one, or the first one not bound), and those passed by keyword.
        items = list(self._signature.parameters.items())
        cut = 0
        while cut < len(items):
            name, param = items[cut]
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY) or name not in self.arguments:
                break
            cut += 1
        return items[:cut], items[cut:]

    @property
    def args(self):
        out = []
        for name, param in self._split()[0]:
            value = self.arguments[name]
            if param.kind == _VAR_POSITIONAL:
                out += value
            else:
                out.append(value)
        return tuple(out)

    @property
    def kwargs(self):
        head, rest = self._split()
        if rest and rest[0][1].kind not in (_VAR_KEYWORD, _KEYWORD_ONLY):
            # An unbound positional parameter: the ones after it cannot be
            # passed positionally, so they go by keyword.
            rest = rest[1:]
        out = {}
        for name, param in rest:
            if name not in self.arguments:
                continue
            if param.kind == _VAR_KEYWORD:
                out.update(self.arguments[name])
            else:
                out[name] = self.arguments[name]
        return out

    def apply_defaults(self):
        given = self.arguments
        filled = {}
        for name, param in self._signature.parameters.items():
            value = given[name] if name in given else _unbound_value(param)
            if value is not _void:
                filled[name] = value
        self.arguments = filled

    def __eq__(self, other):
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self is other or (self.signature == other.signature and
                                 self.arguments == other.arguments)

    def __getstate__(self):
        return {'_signature': self._signature, 'arguments': self.arguments}

    def __repr__(self):
        args = ['{}={!r}'.format(arg, value) for arg, value in self.arguments.items()]
        return '<{} ({})>'.format(self.__class__.__name__, ', '.join(args))


def _unbound_value(param):
    # What apply_defaults gives a parameter the call left out (_void: none).
    if param.default is not _empty:
        return param.default
    if param.kind is _VAR_POSITIONAL:
        return ()
    if param.kind is _VAR_KEYWORD:
        return {}
    return _void


class Signature:
    """The parameters of a callable, and its return annotation."""

    __slots__ = ('_return_annotation', '_parameters')

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty,
                 __validate_parameters__=True):
        if parameters is None:
            params = {}
        elif __validate_parameters__:
            params = {}
            highest = _POSITIONAL_ONLY
            defaulted = False
            for param in parameters:
                kind = param.kind
                if kind < highest:
                    raise ValueError(f'wrong parameter order: {highest.description} parameter '
                                     f'before {kind.description} parameter')
                highest = kind
                if kind <= _POSITIONAL_OR_KEYWORD:
                    # Among positional parameters defaults come last.
                    if param.default is not _empty:
                        defaulted = True
                    elif defaulted:
                        raise ValueError('non-default argument follows default argument')
                if param.name in params:
                    raise ValueError(f'duplicate parameter name: {param.name!r}')
                params[param.name] = param
        else:
            params = {param.name: param for param in parameters}
        self._parameters = types.MappingProxyType(params)
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return _signature_from_callable(obj, sigcls=cls, follow_wrapper_chains=follow_wrapped,
                                        eval_str=eval_str, globals=globals, locals=locals)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        return type(self)(_or_current(parameters, self.parameters.values()),
                          return_annotation=_or_current(return_annotation, self._return_annotation))

    def _hash_basis(self):
        params = tuple(param for param in self.parameters.values() if param.kind != _KEYWORD_ONLY)
        kwo_params = {param.name: param for param in self.parameters.values() if param.kind == _KEYWORD_ONLY}
        return params, kwo_params, self.return_annotation

    def __hash__(self):
        params, kwo_params, return_annotation = self._hash_basis()
        kwo_params = frozenset(kwo_params.values())
        return hash((params, kwo_params, return_annotation))

    def __eq__(self, other):
        if not isinstance(other, Signature):
            return NotImplemented
        return self is other or self._hash_basis() == other._hash_basis()

    def _bind(self, args, kwargs, *, partial=False):
        # Two passes: positional values fill parameters from the left, then
        # every parameter not reached takes its keyword (or its default).
        bound = {}
        params = list(self.parameters.values())
        args = tuple(args)
        nxt = 0
        for at, value in enumerate(args):
            if nxt == len(params) or params[nxt].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                raise TypeError('too many positional arguments') from None
            param = params[nxt]
            nxt += 1
            if param.kind == _VAR_POSITIONAL:
                bound[param.name] = args[at:]
                break
            if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                raise TypeError(f'multiple values for argument {param.name!r}') from None
            bound[param.name] = value
        var_keyword = None
        for param in params[nxt:]:
            if param.kind == _VAR_KEYWORD:
                var_keyword = param
            elif param.kind == _VAR_POSITIONAL:
                pass
            elif param.name in kwargs:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError(f'{param.name!r} parameter is positional only, '
                                    'but was passed as a keyword')
                bound[param.name] = kwargs.pop(param.name)
            elif not partial and param.default is _empty:
                raise TypeError(f'missing a required argument: {param.name!r}')
        if kwargs:
            if var_keyword is None:
                raise TypeError(f'got an unexpected keyword argument {next(iter(kwargs))!r}')
            bound[var_keyword.name] = kwargs
        return self._bound_arguments_cls(self, bound)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __reduce__(self):
        return (type(self), (tuple(self._parameters.values()),),
                {'_return_annotation': self._return_annotation})

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__, self)

    def __str__(self):
        result = []
        pos_only_open = False
        kw_only_marker = True
        for param in self.parameters.values():
            text = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                pos_only_open = True
            elif pos_only_open:
                result.append('/')
                pos_only_open = False
            if kind == _VAR_POSITIONAL:
                kw_only_marker = False
            elif kind == _KEYWORD_ONLY and kw_only_marker:
                result.append('*')
                kw_only_marker = False
            result.append(text)
        if pos_only_open:
            result.append('/')
        rendered = '({})'.format(', '.join(result))
        if self.return_annotation is not _empty:
            rendered += ' -> {}'.format(formatannotation(self.return_annotation))
        return rendered


_NONE_TYPE = type(None)

# The attributes a duck-typed function (Cython's, say) must carry, what
# each must be, and what stands in when it is absent.
_FUNCTION_ATTRS = (
    ('__code__', types.CodeType, None),
    ('__name__', str, None),
    ('__defaults__', (tuple, _NONE_TYPE), _void),
    ('__kwdefaults__', (dict, _NONE_TYPE), _void),
    ('__annotations__', (dict, _NONE_TYPE), None),
)


def _signature_is_functionlike(obj):
    if isclass(obj) or not callable(obj):
        return False
    return all(isinstance(getattr(obj, attr, absent), kinds)
               for attr, kinds, absent in _FUNCTION_ATTRS)


def _signature_from_function(cls, func, eval_str=False, globals=None, locals=None):
    if not isfunction(func) and not _signature_is_functionlike(func):
        raise TypeError('{!r} is not a Python function'.format(func))
    code = func.__code__
    pos_count = code.co_argcount
    arg_names = code.co_varnames
    posonly_count = code.co_posonlyargcount
    positional = arg_names[:pos_count]
    keyword_only_count = code.co_kwonlyargcount
    keyword_only = arg_names[pos_count:pos_count + keyword_only_count]
    annotations = func.__annotations__ or {}
    if eval_str:
        annotations = get_annotations(func, globals=globals, locals=locals, eval_str=True)
    defaults = func.__defaults__
    kwdefaults = func.__kwdefaults__
    pos_default_count = len(defaults) if defaults else 0
    parameters = []
    non_default_count = pos_count - pos_default_count
    for i, name in enumerate(positional):
        kind = _POSITIONAL_ONLY if i < posonly_count else _POSITIONAL_OR_KEYWORD
        annotation = annotations.get(name, _empty)
        if i >= non_default_count:
            parameters.append(Parameter(name, annotation=annotation, kind=kind,
                                        default=defaults[i - non_default_count]))
        else:
            parameters.append(Parameter(name, annotation=annotation, kind=kind))
    # After the positional and keyword-only names come *args then **kwargs.
    stars = iter(arg_names[pos_count + keyword_only_count:])
    if code.co_flags & CO_VARARGS:
        name = next(stars)
        parameters.append(Parameter(name, annotation=annotations.get(name, _empty), kind=_VAR_POSITIONAL))
    kw_given = kwdefaults or {}
    parameters += [Parameter(name, annotation=annotations.get(name, _empty), kind=_KEYWORD_ONLY,
                             default=kw_given.get(name, _empty))
                   for name in keyword_only]
    if code.co_flags & CO_VARKEYWORDS:
        name = next(stars)
        parameters.append(Parameter(name, annotation=annotations.get(name, _empty), kind=_VAR_KEYWORD))
    return cls(parameters, return_annotation=annotations.get('return', _empty),
               __validate_parameters__=False)


def _signature_bound_method(sig):
    # The bound instance takes the first parameter; *args absorbs it.
    params = tuple(sig.parameters.values())
    first = params[0].kind if params else None
    if first is _VAR_POSITIONAL:
        return sig.replace(parameters=params)
    if first in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
        return sig.replace(parameters=params[1:])
    raise ValueError('invalid method signature')


def _signature_get_partial(wrapped_sig, partial, extra_args=()):
    given_args = tuple(extra_args) + tuple(partial.args or ())
    given_kw = partial.keywords or {}
    try:
        bound = wrapped_sig.bind_partial(*given_args, **given_kw).arguments
    except TypeError as ex:
        raise ValueError(f'partial object {partial!r} has incorrect arguments') from ex
    # Values given positionally remove their parameters; values given by
    # keyword become defaults. From the first positional parameter given by
    # keyword on, the rest can only be passed by keyword: they turn
    # keyword-only and a *args among them goes.
    kept = []
    by_keyword = False
    for name, param in wrapped_sig.parameters.items():
        kind = param.kind
        if name in bound:
            if kind is _POSITIONAL_ONLY or (kind is _POSITIONAL_OR_KEYWORD and name not in given_kw):
                continue
            if kind is _POSITIONAL_OR_KEYWORD:
                by_keyword = True
            if kind in (_POSITIONAL_OR_KEYWORD, _KEYWORD_ONLY):
                param = param.replace(default=bound[name])
        if by_keyword:
            if kind is _VAR_POSITIONAL:
                continue
            if kind is _POSITIONAL_OR_KEYWORD:
                param = param.replace(kind=_KEYWORD_ONLY)
        kept.append(param)
    return wrapped_sig.replace(parameters=kept)


def _signature_from_callable(obj, *, follow_wrapper_chains=True, skip_bound_arg=True,
                             globals=None, locals=None, eval_str=False, sigcls=None):
    def again(o):
        return _signature_from_callable(o, follow_wrapper_chains=follow_wrapper_chains,
                                        skip_bound_arg=skip_bound_arg, globals=globals,
                                        locals=locals, sigcls=sigcls, eval_str=eval_str)
    if not callable(obj):
        raise TypeError('{!r} is not a callable object'.format(obj))
    if isinstance(obj, types.MethodType):
        sig = again(obj.__func__)
        return _signature_bound_method(sig) if skip_bound_arg else sig
    if follow_wrapper_chains:
        obj = unwrap(obj, stop=(lambda f: hasattr(f, "__signature__")))
        if isinstance(obj, types.MethodType):
            return again(obj)
    sig = getattr(obj, '__signature__', None)
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError(f'unexpected object {sig!r} in __signature__ attribute')
        return sig
    if isfunction(obj) or _signature_is_functionlike(obj):
        return _signature_from_function(sigcls, obj, eval_str=eval_str, globals=globals, locals=locals)
    if isinstance(obj, functools.partial):
        return _signature_get_partial(again(obj.func), obj)
    if isbuiltin(obj) or ismethoddescriptor(obj) and not isclass(obj):
        raise ValueError('no signature found for builtin {!r}'.format(obj))
    if isinstance(obj, type):
        call = _signature_get_user_defined_method(type(obj), '__call__')
        if call is not None:
            return _signature_bound_method(again(call))
        new = _signature_get_user_defined_method(obj, '__new__')
        init = _signature_get_user_defined_method(obj, '__init__')
        # Whichever of __new__ and __init__ is defined nearer in the MRO.
        for base in obj.__mro__:
            for method, attr in ((new, '__new__'), (init, '__init__')):
                if method is not None and attr in base.__dict__:
                    return _signature_bound_method(again(method))
        if any(base.__module__ == 'builtins' for base in obj.__mro__[:-1]):
            raise ValueError(f'no signature found for builtin type {obj!r}')
        if obj.__init__ is object.__init__ and obj.__new__ is object.__new__:
            return sigcls([])
        raise ValueError('no signature found for builtin type {!r}'.format(obj))
    call = _signature_get_user_defined_method(type(obj), '__call__')
    if call is not None:
        sig = again(call)
        return _signature_bound_method(sig) if skip_bound_arg else sig
    raise ValueError('callable {!r} is not supported by signature'.format(obj))


def _signature_get_user_defined_method(cls, method_name):
    for base in cls.__mro__:
        if method_name in base.__dict__:
            meth = base.__dict__[method_name]
            if isinstance(meth, staticmethod):
                meth = meth.__func__
                return meth
            if isinstance(meth, classmethod):
                return getattr(cls, method_name)
            if isfunction(meth) or isinstance(meth, functools.partial):
                return getattr(cls, method_name) if method_name != '__new__' else meth
            return None
    return None


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped,
                                   globals=globals, locals=locals, eval_str=eval_str)


# Argument specs ---------------------------------------------------------------

def _named_tuple(name, fields):
    from collections import namedtuple
    return namedtuple(name, fields)


FullArgSpec = _named_tuple('FullArgSpec', 'args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations')
ArgInfo = _named_tuple('ArgInfo', 'args varargs keywords locals')
ClosureVars = _named_tuple('ClosureVars', 'nonlocals globals builtins unbound')
Attribute = _named_tuple('Attribute', 'name kind defining_class object')


def getfullargspec(func):
    try:
        sig = _signature_from_callable(func, follow_wrapper_chains=False,
                                       skip_bound_arg=False, sigcls=Signature, eval_str=False)
    except Exception as ex:
        raise TypeError('unsupported callable') from ex
    positional, keyword_only = [], []
    star = double_star = None
    pos_defaults, kw_defaults = [], {}
    notes = {}
    if sig.return_annotation is not sig.empty:
        notes['return'] = sig.return_annotation
    for p in sig.parameters.values():
        has_default = p.default is not p.empty
        if p.kind <= _POSITIONAL_OR_KEYWORD:
            # Positional-only ones come first in any valid signature.
            positional.append(p.name)
            if has_default:
                pos_defaults.append(p.default)
        elif p.kind is _VAR_POSITIONAL:
            star = p.name
        elif p.kind is _KEYWORD_ONLY:
            keyword_only.append(p.name)
            if has_default:
                kw_defaults[p.name] = p.default
        else:
            double_star = p.name
        if p.annotation is not p.empty:
            notes[p.name] = p.annotation
    return FullArgSpec(positional, star, double_star, tuple(pos_defaults) or None,
                       keyword_only, kw_defaults or None, notes)


def getcallargs(func, /, *positional, **named):
    spec = getfullargspec(func)
    args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, _ann = spec
    if ismethod(func) and func.__self__ is not None:
        positional = (func.__self__,) + positional
    # Errors come from binding; the mapping is built in CPython's order:
    # positionals, *args, **kwargs, keywords, then defaults.
    signature(func).bind(*positional[1:] if ismethod(func) else positional, **named)
    values = {}
    n = min(len(positional), len(args))
    for i in range(n):
        values[args[i]] = positional[i]
    if varargs:
        values[varargs] = tuple(positional[n:])
    if varkw:
        values[varkw] = {}
    allowed = set(args + kwonlyargs)
    for key, value in named.items():
        if key not in allowed:
            values[varkw][key] = value
        else:
            values[key] = value
    ndefaults = len(defaults) if defaults else 0
    if len(positional) < len(args):
        for i, name in enumerate(args[len(args) - ndefaults:]):
            if name not in values:
                values[name] = defaults[i]
    for name in kwonlyargs:
        if name not in values and kwonlydefaults and name in kwonlydefaults:
            values[name] = kwonlydefaults[name]
    return values


def getclosurevars(func):
    if ismethod(func):
        func = func.__func__
    if not isfunction(func):
        raise TypeError(f"{func!r} is not a Python function")
    code = func.__code__
    cells = dict(zip(code.co_freevars, func.__closure__ or ()))
    nonlocals = {name: cell.cell_contents for name, cell in cells.items()}
    module_ns = func.__globals__
    builtin_ns = module_ns.get("__builtins__", {})
    if ismodule(builtin_ns):
        builtin_ns = builtin_ns.__dict__
    # Each global name the code uses is found in the module, else in the
    # builtins, else nowhere; the three constants are not names to report.
    found_global, found_builtin, missing = {}, {}, set()
    for name in code.co_names:
        if name in ("None", "True", "False"):
            continue
        if name in module_ns:
            found_global[name] = module_ns[name]
        elif name in builtin_ns:
            found_builtin[name] = builtin_ns[name]
        else:
            missing.add(name)
    return ClosureVars(nonlocals, found_global, found_builtin, missing)


# Frames and the stack ---------------------------------------------------------

def _fields_repr(label, info):
    # Name(field=value, ...) over the tuple's fields and then positions.
    shown = ', '.join(f'{f}={getattr(info, f)!r}' for f in info._fields + ('positions',))
    return f'{label}({shown})'


class Traceback(tuple):
    """(filename, lineno, function, code_context, index) and positions."""

    _fields = ('filename', 'lineno', 'function', 'code_context', 'index')

    def __new__(cls, filename, lineno, function, code_context, index, *, positions=None):
        instance = super().__new__(cls, (filename, lineno, function, code_context, index))
        instance.positions = positions
        return instance

    filename = property(lambda self: self[0])
    lineno = property(lambda self: self[1])
    function = property(lambda self: self[2])
    code_context = property(lambda self: self[3])
    index = property(lambda self: self[4])

    def __repr__(self):
        return _fields_repr('Traceback', self)


class FrameInfo(tuple):
    """(frame, filename, lineno, function, code_context, index)."""

    _fields = ('frame', 'filename', 'lineno', 'function', 'code_context', 'index')

    def __new__(cls, frame, filename, lineno, function, code_context, index, *, positions=None):
        instance = super().__new__(cls, (frame, filename, lineno, function, code_context, index))
        instance.positions = positions
        return instance

    frame = property(lambda self: self[0])
    filename = property(lambda self: self[1])
    lineno = property(lambda self: self[2])
    function = property(lambda self: self[3])
    code_context = property(lambda self: self[4])
    index = property(lambda self: self[5])

    def __repr__(self):
        return _fields_repr('FrameInfo', self)


def getframeinfo(frame, context=1):
    if istraceback(frame):
        lineno = frame.tb_lineno
        positions = _inspect.positions(frame)
        frame = frame.tb_frame
    else:
        lineno = frame.f_lineno
        positions = (lineno, None, None, None)
    if not isframe(frame):
        raise TypeError('{!r} is not a frame or traceback object'.format(frame))
    filename = frame.f_code.co_filename
    lines = index = None
    source = linecache.getlines(filename) if context > 0 else None
    if source:
        # A window of context lines centred on lineno, kept inside the file.
        first = max(0, min(lineno - 1 - context // 2, len(source) - context))
        lines = source[first:first + context]
        index = lineno - 1 - first
    return Traceback(filename, lineno, frame.f_code.co_name, lines, index, positions=positions)


def getlineno(frame):
    return frame.f_lineno


def getouterframes(frame, context=1):
    out = []
    while frame:
        info = getframeinfo(frame, context)
        out.append(FrameInfo(frame, *info, positions=info.positions))
        frame = frame.f_back
    return out


def getinnerframes(tb, context=1):
    out = []
    while tb:
        info = getframeinfo(tb, context)
        out.append(FrameInfo(tb.tb_frame, *info, positions=info.positions))
        tb = tb.tb_next
    return out


def currentframe():
    return sys._getframe(1)


def stack(context=1):
    return getouterframes(sys._getframe(1), context)


def trace(context=1):
    exc = sys.exception()
    return getinnerframes(exc.__traceback__, context) if exc is not None else []


# Generators and coroutines ------------------------------------------------------

GEN_CREATED, GEN_RUNNING, GEN_SUSPENDED, GEN_CLOSED = (
    'GEN_' + s for s in ('CREATED', 'RUNNING', 'SUSPENDED', 'CLOSED'))
CORO_CREATED, CORO_RUNNING, CORO_SUSPENDED, CORO_CLOSED = (
    'CORO_' + s for s in ('CREATED', 'RUNNING', 'SUSPENDED', 'CLOSED'))


def getgeneratorstate(generator):
    return 'GEN_' + _inspect.genstate(generator)


def getcoroutinestate(coroutine):
    return 'CORO_' + _inspect.genstate(coroutine)


def getgeneratorlocals(generator):
    if not isgenerator(generator):
        raise TypeError("{!r} is not a Python generator".format(generator))
    frame = getattr(generator, "gi_frame", None)
    return frame.f_locals if frame is not None else {}


def getcoroutinelocals(coroutine):
    frame = getattr(coroutine, "cr_frame", None)
    return frame.f_locals if frame is not None else {}


def classify_class_attrs(cls):
    result = []
    for name in dir(cls):
        for base in cls.__mro__:
            if name in base.__dict__:
                obj = base.__dict__[name]
                homecls = base
                break
        else:
            obj = getattr(cls, name)
            homecls = getattr(obj, "__objclass__", None)
        result.append(Attribute(name, _attribute_kind(obj), homecls, obj))
    return result


_WRAPPER_KINDS = ((staticmethod, "static method"), (classmethod, "class method"),
                  (property, "property"))


def _attribute_kind(obj):
    for wrapper, label in _WRAPPER_KINDS:
        if isinstance(obj, wrapper):
            return label
    return "method" if isroutine(obj) else "data"


def getclasstree(classes, unique=False):
    children = {}
    roots = []
    for c in classes:
        if not c.__bases__:
            if c not in roots:
                roots.append(c)
            continue
        for parent in c.__bases__:
            kids = children.setdefault(parent, [])
            if c not in kids:
                kids.append(c)
            if unique and parent in classes:
                break
    # Parents outside the given classes become roots too.
    roots += [parent for parent in children if parent not in classes]
    return _walktree(roots, children, None)


def _walktree(classes, children, parent):
    results = []
    classes.sort(key=lambda c: (c.__module__, c.__name__))
    for c in classes:
        results.append((c, c.__bases__))
        if c in children:
            results.append(_walktree(children[c], children, c))
    return results


class EndOfBlock(Exception):
    pass


class BlockFinder:
    """Kept for compatibility; getblock does the work."""
