"""Inspecting live objects, written in Python: predicates, members,
docstrings, signatures, frames and source.

Signatures are read from functions' code objects, defaults and
annotations. Built-in functions carry no text signature in pyex, so
signature() of one raises ValueError as CPython does for a builtin
without one. Source is available for the program's own file (and what
the host supplies); otherwise getsource raises OSError, as CPython does
without a source file.
"""

import sys
import types
import enum
import functools
import linecache
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


def ismethoddescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__get__") and not hasattr(tp, "__set__")


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


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

def getmembers(object, predicate=None):
    if isclass(object):
        mro = (object,) + getmro(object)
    else:
        mro = ()
    results = []
    processed = set()
    names = dir(object)
    if isclass(object):
        try:
            for base in object.__bases__:
                for k, v in base.__dict__.items():
                    if isinstance(v, types.DynamicClassAttribute):
                        names.append(k)
        except AttributeError:
            pass
    for key in names:
        try:
            value = getattr(object, key)
            if key in processed:
                raise AttributeError
        except AttributeError:
            for base in mro:
                if key in base.__dict__:
                    value = base.__dict__[key]
                    break
            else:
                continue
        if not predicate or predicate(value):
            results.append((key, value))
        processed.add(key)
    results.sort(key=lambda pair: pair[0])
    return results


def getmembers_static(object, predicate=None):
    results = []
    for key in dir(object):
        try:
            value = getattr_static(object, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results


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
    lines = doc.expandtabs().split('\n')
    margin = sys.maxsize
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            margin = min(margin, len(line) - content)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin < sys.maxsize:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return '\n'.join(lines)


def _finddoc(obj):
    if isclass(obj):
        for base in obj.__mro__:
            if base is not object:
                doc = base.__dict__.get('__doc__')
                if doc is not None:
                    return doc
        return None
    if ismethod(obj):
        name = obj.__func__.__name__
        self = obj.__self__
        cls = self if isclass(self) and getattr(getattr(self, name, None), '__func__', None) is obj.__func__ else self.__class__
    elif isfunction(obj):
        name = obj.__name__
        cls = _findclass(obj)
        if cls is None or getattr(cls, name, None) is not obj:
            return None
    elif isinstance(obj, property):
        func = obj.fget
        name = func.__name__
        cls = _findclass(func)
        if cls is None or getattr(cls, name) is not obj:
            return None
    else:
        return None
    for base in cls.__mro__:
        try:
            doc = getattr(base, name).__doc__
        except AttributeError:
            continue
        if doc is not None:
            return doc
    return None


def _findclass(func):
    cls = sys.modules.get(func.__module__)
    if cls is None:
        return None
    for name in func.__qualname__.split('.')[:-1]:
        cls = getattr(cls, name, None)
    if not isclass(cls):
        return None
    return cls


def getdoc(object):
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _finddoc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


_sentinel = object()


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
    if instance_result is not _sentinel:
        return instance_result
    if klass_result is not _sentinel:
        return klass_result
    if obj is klass:
        for entry in type(klass).__mro__:
            if attr in entry.__dict__:
                return entry.__dict__[attr]
    if default is not _sentinel:
        return default
    raise AttributeError(attr)


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    if isinstance(obj, type):
        ann = obj.__dict__.get('__annotations__', None)
    elif isinstance(obj, types.ModuleType) or callable(obj):
        ann = getattr(obj, '__annotations__', None)
    else:
        raise TypeError(f"{obj!r} is not a module, class, or callable.")
    if ann is None:
        return {}
    if not isinstance(ann, dict):
        raise ValueError(f"{obj!r}.__annotations__ is neither a dict nor None")
    if not ann:
        return {}
    if not eval_str:
        return dict(ann)
    if globals is None:
        globals = getattr(unwrap(obj), '__globals__', None) or getattr(sys.modules.get(getattr(obj, '__module__', None)), '__dict__', {})
    return {k: v if not isinstance(v, str) else eval(v, globals, locals) for k, v in ann.items()}


# Source ----------------------------------------------------------------------

def getfile(object):
    if ismodule(object):
        if getattr(object, '__file__', None):
            return object.__file__
        raise TypeError('{!r} is a built-in module'.format(object))
    if isclass(object):
        if hasattr(object, '__module__'):
            module = sys.modules.get(object.__module__)
            if getattr(module, '__file__', None):
                return module.__file__
            if object.__module__ == '__main__':
                raise OSError('source code not available')
        raise TypeError('{!r} is a built-in class'.format(object))
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        object = object.__code__
    if istraceback(object):
        object = object.tb_frame
    if isframe(object):
        object = object.f_code
    if iscode(object):
        return object.co_filename
    raise TypeError('module, class, method, function, traceback, frame, or '
                    'code object was expected, got {}'.format(type(object).__name__))


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
    if hasattr(object, '__module__'):
        return sys.modules.get(object.__module__)
    try:
        file = getfile(object)
    except TypeError:
        return None
    for module in list(sys.modules.values()):
        if getattr(module, '__file__', None) == file:
            return module
    return sys.modules.get('__main__')


def findsource(object):
    try:
        file = getsourcefile(object)
    except TypeError:
        file = None
    if not file:
        file = getfile(object)
        if not (file.startswith('<') and file.endswith('>')):
            raise OSError('could not get source code')
    lines = linecache.getlines(file)
    if not lines:
        raise OSError('could not get source code')
    if ismodule(object):
        return lines, 0
    if isclass(object):
        import re
        name = object.__name__
        pat = re.compile(r'^(\s*)class\s*' + name + r'\b')
        candidates = []
        for i, line in enumerate(lines):
            m = pat.match(line)
            if m:
                if line[0] == 'c':
                    return lines, i
                candidates.append((m.group(1), i))
        if candidates:
            candidates.sort()
            return lines, candidates[0][1]
        raise OSError('could not find class definition')
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        object = object.__code__
    if istraceback(object):
        object = object.tb_frame
    if isframe(object):
        object = object.f_code
    if iscode(object):
        if not hasattr(object, 'co_firstlineno'):
            raise OSError('could not find function definition')
        lnum = object.co_firstlineno - 1
        if lnum >= len(lines):
            raise OSError('lineno is out of bounds')
        return lines, lnum
    raise OSError('could not find code object')


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
    object = unwrap(object)
    lines, lnum = findsource(object)
    if istraceback(object):
        object = object.tb_frame
    if ismodule(object) or (isframe(object) and object.f_code.co_name == "<module>"):
        return lines, 0
    return getblock(lines[lnum:]), lnum + 1


def getsource(object):
    lines, lnum = getsourcelines(object)
    return ''.join(lines)


def getcomments(object):
    return None


# Signatures -----------------------------------------------------------------

class _void:
    """A private marker - used in Parameter & Signature."""


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


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
    if isinstance(annotation, type):
        if annotation.__module__ in ('builtins', base_module):
            return annotation.__qualname__
        return annotation.__module__ + '.' + annotation.__qualname__
    return repr(annotation)


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
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
        if default is not _empty:
            if self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
                msg = '{} parameters cannot have default values'
                raise ValueError(msg.format(self._kind.description))
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError('name is a required attribute for Parameter')
        if not isinstance(name, str):
            raise TypeError('name must be a str, not a {}'.format(type(name).__name__))
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
        if name is _void:
            name = self._name
        if kind is _void:
            kind = self._kind
        if annotation is _void:
            annotation = self._annotation
        if default is _void:
            default = self._default
        return type(self)(name, kind, default=default, annotation=annotation)

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
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and
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

    @property
    def args(self):
        args = []
        for name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            try:
                arg = self.arguments[name]
            except KeyError:
                break
            if param.kind == _VAR_POSITIONAL:
                args.extend(arg)
            else:
                args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        started = False
        for name, param in self._signature.parameters.items():
            if not started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    started = True
                elif name not in self.arguments:
                    started = True
                    continue
            if not started:
                continue
            try:
                arg = self.arguments[name]
            except KeyError:
                pass
            else:
                if param.kind == _VAR_KEYWORD:
                    kwargs.update(arg)
                else:
                    kwargs[name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new = []
        for name, param in self._signature.parameters.items():
            try:
                new.append((name, arguments[name]))
            except KeyError:
                if param.default is not _empty:
                    val = param.default
                elif param.kind is _VAR_POSITIONAL:
                    val = ()
                elif param.kind is _VAR_KEYWORD:
                    val = {}
                else:
                    continue
                new.append((name, val))
        self.arguments = dict(new)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __getstate__(self):
        return {'_signature': self._signature, 'arguments': self.arguments}

    def __repr__(self):
        args = ['{}={!r}'.format(arg, value) for arg, value in self.arguments.items()]
        return '<{} ({})>'.format(self.__class__.__name__, ', '.join(args))


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
            top_kind = _POSITIONAL_ONLY
            seen_default = False
            for param in parameters:
                kind = param.kind
                name = param.name
                if kind < top_kind:
                    msg = ('wrong parameter order: {} parameter before {} '
                           'parameter').format(top_kind.description, kind.description)
                    raise ValueError(msg)
                elif kind > top_kind:
                    top_kind = kind
                if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                    if param.default is _empty:
                        if seen_default:
                            raise ValueError('non-default argument follows default argument')
                    else:
                        seen_default = True
                if name in params:
                    raise ValueError('duplicate parameter name: {!r}'.format(name))
                params[name] = param
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
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _hash_basis(self):
        params = tuple(param for param in self.parameters.values() if param.kind != _KEYWORD_ONLY)
        kwo_params = {param.name: param for param in self.parameters.values() if param.kind == _KEYWORD_ONLY}
        return params, kwo_params, self.return_annotation

    def __hash__(self):
        params, kwo_params, return_annotation = self._hash_basis()
        kwo_params = frozenset(kwo_params.values())
        return hash((params, kwo_params, return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._hash_basis() == other._hash_basis()

    def _bind(self, args, kwargs, *, partial=False):
        arguments = {}
        parameters = iter(self.parameters.values())
        parameters_ex = ()
        arg_vals = iter(args)
        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(parameters)
                except StopIteration:
                    break
                else:
                    if param.kind == _VAR_POSITIONAL:
                        break
                    elif param.name in kwargs:
                        if param.kind == _POSITIONAL_ONLY:
                            msg = '{arg!r} parameter is positional only, but was passed as a keyword'
                            raise TypeError(msg.format(arg=param.name)) from None
                        parameters_ex = (param,)
                        break
                    elif param.kind == _VAR_KEYWORD or param.default is not _empty:
                        parameters_ex = (param,)
                        break
                    else:
                        if partial:
                            parameters_ex = (param,)
                            break
                        raise TypeError('missing a required argument: {arg!r}'.format(arg=param.name)) from None
            else:
                try:
                    param = next(parameters)
                except StopIteration:
                    raise TypeError('too many positional arguments') from None
                else:
                    if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                        raise TypeError('too many positional arguments') from None
                    if param.kind == _VAR_POSITIONAL:
                        values = [arg_val]
                        values.extend(arg_vals)
                        arguments[param.name] = tuple(values)
                        break
                    if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                        raise TypeError('multiple values for argument {arg!r}'.format(arg=param.name)) from None
                    arguments[param.name] = arg_val
        kwargs_param = None
        for param in (*parameters_ex, *parameters):
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            param_name = param.name
            try:
                arg_val = kwargs.pop(param_name)
            except KeyError:
                if (not partial and param.kind != _VAR_POSITIONAL and param.default is _empty):
                    raise TypeError('missing a required argument: {arg!r}'.format(arg=param_name)) from None
            else:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError('{arg!r} parameter is positional only, '
                                    'but was passed as a keyword'.format(arg=param.name))
                arguments[param_name] = arg_val
        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            else:
                raise TypeError('got an unexpected keyword argument {arg!r}'.format(arg=next(iter(kwargs))))
        return self._bound_arguments_cls(self, arguments)

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


def _signature_is_functionlike(obj):
    if not callable(obj) or isclass(obj):
        return False
    name = getattr(obj, '__name__', None)
    code = getattr(obj, '__code__', None)
    defaults = getattr(obj, '__defaults__', _void)
    kwdefaults = getattr(obj, '__kwdefaults__', _void)
    annotations = getattr(obj, '__annotations__', None)
    return (isinstance(code, types.CodeType) and isinstance(name, str) and
            (defaults is None or isinstance(defaults, tuple)) and
            (kwdefaults is None or isinstance(kwdefaults, dict)) and
            (isinstance(annotations, dict) or annotations is None))


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
    index = pos_count + keyword_only_count
    if code.co_flags & CO_VARARGS:
        name = arg_names[index]
        parameters.append(Parameter(name, annotation=annotations.get(name, _empty), kind=_VAR_POSITIONAL))
        index += 1
    for name in keyword_only:
        default = _empty
        if kwdefaults is not None:
            default = kwdefaults.get(name, _empty)
        parameters.append(Parameter(name, annotation=annotations.get(name, _empty),
                                    kind=_KEYWORD_ONLY, default=default))
    if code.co_flags & CO_VARKEYWORDS:
        name = arg_names[index]
        parameters.append(Parameter(name, annotation=annotations.get(name, _empty), kind=_VAR_KEYWORD))
    return cls(parameters, return_annotation=annotations.get('return', _empty),
               __validate_parameters__=False)


def _signature_bound_method(sig):
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError('invalid method signature')
    kind = params[0].kind
    if kind in (_POSITIONAL_OR_KEYWORD, _POSITIONAL_ONLY):
        params = params[1:]
    elif kind is not _VAR_POSITIONAL:
        raise ValueError('invalid argument type')
    return sig.replace(parameters=params)


def _signature_get_partial(wrapped_sig, partial, extra_args=()):
    old_params = wrapped_sig.parameters
    new_params = dict(old_params)
    partial_args = partial.args or ()
    partial_keywords = partial.keywords or {}
    if extra_args:
        partial_args = extra_args + partial_args
    try:
        ba = wrapped_sig.bind_partial(*partial_args, **partial_keywords)
    except TypeError as ex:
        raise ValueError('partial object {!r} has incorrect arguments'.format(partial)) from ex
    transform_to_kwonly = False
    for param_name, param in old_params.items():
        try:
            arg_value = ba.arguments[param_name]
        except KeyError:
            pass
        else:
            if param.kind is _POSITIONAL_ONLY:
                new_params.pop(param_name)
                continue
            if param.kind is _POSITIONAL_OR_KEYWORD:
                if param_name in partial_keywords:
                    transform_to_kwonly = True
                    new_params[param_name] = param.replace(default=arg_value)
                else:
                    new_params.pop(param.name)
                    continue
            if param.kind is _KEYWORD_ONLY:
                new_params[param_name] = param.replace(default=arg_value)
        if transform_to_kwonly:
            assert param.kind is not _POSITIONAL_ONLY
            if param.kind is _POSITIONAL_OR_KEYWORD:
                new_param = new_params[param_name].replace(kind=_KEYWORD_ONLY)
                new_params[param_name] = new_param
                new_params.pop(param_name)
                new_params[param_name] = new_param
            elif param.kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                new_params.pop(param_name)
                new_params[param_name] = param
            else:
                new_params.pop(param.name)
    return wrapped_sig.replace(parameters=new_params.values())


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
    try:
        sig = obj.__signature__
    except AttributeError:
        pass
    else:
        if sig is not None:
            if not isinstance(sig, Signature):
                raise TypeError('unexpected object {!r} in __signature__ attribute'.format(sig))
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
        for base in obj.__mro__:
            if new is not None and '__new__' in base.__dict__:
                sig = _signature_bound_method(again(new))
                break
            if init is not None and '__init__' in base.__dict__:
                sig = _signature_bound_method(again(init))
                break
        else:
            sig = None
        if sig is not None:
            return sig
        for base in obj.__mro__[:-1]:
            if base.__module__ == 'builtins':
                raise ValueError('no signature found for builtin type {!r}'.format(obj))
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
    args = []
    varargs = None
    varkw = None
    posonlyargs = []
    kwonlyargs = []
    annotations = {}
    defaults = ()
    kwdefaults = {}
    if sig.return_annotation is not sig.empty:
        annotations['return'] = sig.return_annotation
    for param in sig.parameters.values():
        kind = param.kind
        name = param.name
        if kind is _POSITIONAL_ONLY:
            posonlyargs.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _POSITIONAL_OR_KEYWORD:
            args.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _VAR_POSITIONAL:
            varargs = name
        elif kind is _KEYWORD_ONLY:
            kwonlyargs.append(name)
            if param.default is not param.empty:
                kwdefaults[name] = param.default
        elif kind is _VAR_KEYWORD:
            varkw = name
        if param.annotation is not param.empty:
            annotations[name] = param.annotation
    if not kwdefaults:
        kwdefaults = None
    if not defaults:
        defaults = None
    return FullArgSpec(posonlyargs + args, varargs, varkw, defaults,
                       kwonlyargs, kwdefaults, annotations)


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
        raise TypeError("{!r} is not a Python function".format(func))
    code = func.__code__
    if func.__closure__ is None:
        nonlocal_vars = {}
    else:
        nonlocal_vars = {var: cell.cell_contents for var, cell in zip(code.co_freevars, func.__closure__)}
    global_ns = func.__globals__
    builtin_ns = global_ns.get("__builtins__", {})
    if ismodule(builtin_ns):
        builtin_ns = builtin_ns.__dict__
    global_vars = {}
    builtin_vars = {}
    unbound_names = set()
    for name in code.co_names:
        if name in ("None", "True", "False"):
            continue
        try:
            global_vars[name] = global_ns[name]
        except KeyError:
            try:
                builtin_vars[name] = builtin_ns[name]
            except KeyError:
                unbound_names.add(name)
    return ClosureVars(nonlocal_vars, global_vars, builtin_vars, unbound_names)


# Frames and the stack ---------------------------------------------------------

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
        return ('Traceback(filename={!r}, lineno={!r}, function={!r}, '
                'code_context={!r}, index={!r}, positions={!r})'.format(
                    self.filename, self.lineno, self.function, self.code_context,
                    self.index, self.positions))


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
        return ('FrameInfo(frame={!r}, filename={!r}, lineno={!r}, function={!r}, '
                'code_context={!r}, index={!r}, positions={!r})'.format(
                    self.frame, self.filename, self.lineno, self.function,
                    self.code_context, self.index, self.positions))


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
    if context > 0:
        start = lineno - 1 - context // 2
        lines = linecache.getlines(filename)
        if lines:
            start = max(0, min(start, len(lines) - context))
            lines = lines[start:start + context]
            index = lineno - 1 - start
        else:
            lines = index = None
    else:
        lines = index = None
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

GEN_CREATED = 'GEN_CREATED'
GEN_RUNNING = 'GEN_RUNNING'
GEN_SUSPENDED = 'GEN_SUSPENDED'
GEN_CLOSED = 'GEN_CLOSED'
CORO_CREATED = 'CORO_CREATED'
CORO_RUNNING = 'CORO_RUNNING'
CORO_SUSPENDED = 'CORO_SUSPENDED'
CORO_CLOSED = 'CORO_CLOSED'


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
        if isinstance(obj, staticmethod):
            kind = "static method"
        elif isinstance(obj, classmethod):
            kind = "class method"
        elif isinstance(obj, property):
            kind = "property"
        elif isroutine(obj):
            kind = "method"
        else:
            kind = "data"
        result.append(Attribute(name, kind, homecls, obj))
    return result


def getclasstree(classes, unique=False):
    children = {}
    roots = []
    for c in classes:
        if c.__bases__:
            for parent in c.__bases__:
                children.setdefault(parent, [])
                if c not in children[parent]:
                    children[parent].append(c)
                if unique and parent in classes:
                    break
        elif c not in roots:
            roots.append(c)
    for parent in children:
        if parent not in classes:
            roots.append(parent)
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
