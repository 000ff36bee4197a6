"""A subset of unittest.mock, written in Python: Mock, MagicMock, call,
ANY, sentinel, DEFAULT, patch (with patch.object and patch.dict), with the
assertion messages of CPython 3.11. No autospec or seal.
"""

import functools
import sys

__all__ = ('Mock', 'MagicMock', 'NonCallableMock', 'NonCallableMagicMock',
           'patch', 'sentinel', 'DEFAULT', 'ANY', 'call', 'PropertyMock')


class _Sentinel(object):
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return 'sentinel.%s' % self.name


class _SentinelObject(object):
    def __init__(self):
        self._sentinels = {}

    def __getattr__(self, name):
        if name == '__bases__':
            raise AttributeError
        return self._sentinels.setdefault(name, _Sentinel(name))


sentinel = _SentinelObject()
DEFAULT = sentinel.DEFAULT


class _ANY(object):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = None

    def __repr__(self):
        return '<ANY>'


ANY = _ANY()


def _format_call_signature(name, args, kwargs):
    parts = [repr(a) for a in args] + ['%s=%r' % (k, v) for k, v in kwargs.items()]
    return '%s(%s)' % (name, ', '.join(parts))


class _Call(tuple):
    """A recorded call: (name, args, kwargs)."""

    def __new__(cls, value=(), name='', parent=None, two=False, from_kall=True):
        if len(value) == 3:
            name, args, kwargs = value
        elif len(value) == 2:
            args, kwargs = value
        else:
            args, kwargs = (), {}
        self = tuple.__new__(cls, (name, tuple(args), dict(kwargs)))
        self._mock_name = name
        self._two = two
        return self

    def __init__(self, *a, **k):
        pass

    @property
    def args(self):
        return self[1]

    @property
    def kwargs(self):
        return self[2]

    def __eq__(self, other):
        try:
            if len(other) == 3:
                oname, oargs, okwargs = other
            elif len(other) == 2:
                oname = self[0]
                oargs, okwargs = other
            else:
                return False
        except TypeError:
            return NotImplemented
        if self._two or getattr(other, '_two', False) or not (self[0] and oname):
            return (self[1], self[2]) == (tuple(oargs), dict(okwargs))
        return (self[0], self[1], self[2]) == (oname, tuple(oargs), dict(okwargs))

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    __hash__ = None

    def __call__(self, *args, **kwargs):
        return _Call((self[0], args, kwargs))

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        name = attr if not self[0] else '%s.%s' % (self[0], attr)
        return _Call((name, (), {}))

    def __repr__(self):
        name = self[0] or ''
        if self._two:
            label = 'call'
        else:
            label = 'call' + ('.' + name if name else '')
            if name == '()':
                label = 'call'
        return _format_call_signature(label, self[1], self[2])


call = _Call(two=True)


class _CallList(list):
    def __contains__(self, value):
        if not isinstance(value, list):
            return list.__contains__(self, value)
        n = len(value)
        for i in range(0, len(self) - n + 1):
            if self[i:i + n] == value:
                return True
        return False

    def __repr__(self):
        return list.__repr__(self)


def _safe_repr(obj):
    try:
        return repr(obj)
    except Exception:
        return object.__repr__(obj)


class NonCallableMock(object):
    """A mock object: attributes spring into being as child mocks."""

    def __init__(self, spec=None, wraps=None, name=None, spec_set=None,
                 parent=None, _new_name='', _new_parent=None, **kwargs):
        d = self.__dict__
        d['_mock_parent'] = parent
        d['_mock_name'] = name
        d['_mock_new_name'] = _new_name
        d['_mock_children'] = {}
        d['_mock_wraps'] = wraps
        d['_mock_return_value'] = DEFAULT
        d['_mock_side_effect'] = None
        d['_spec'] = None
        if spec_set is not None:
            spec = spec_set
        if spec is not None:
            d['_spec'] = spec if isinstance(spec, list) else dir(spec)
            d['_spec_class'] = spec if isinstance(spec, type) else (type(spec) if not isinstance(spec, list) else None)
        d['_spec_set'] = spec_set is not None
        d['called'] = False
        d['call_count'] = 0
        d['call_args'] = None
        d['call_args_list'] = _CallList()
        d['mock_calls'] = _CallList()
        d['method_calls'] = _CallList()
        self.configure_mock(**kwargs)

    def configure_mock(self, **kwargs):
        for key, value in sorted(kwargs.items(), key=lambda e: e[0].count('.')):
            *path, last = key.split('.')
            obj = self
            for part in path:
                obj = getattr(obj, part)
            setattr(obj, last, value)

    def _full_name(self):
        names = []
        m = self
        while m is not None:
            n = m.__dict__.get('_mock_new_name') or m.__dict__.get('_mock_name')
            if m.__dict__.get('_mock_parent') is None:
                n = m.__dict__.get('_mock_name') or 'mock'
            names.append(n)
            m = m.__dict__.get('_mock_parent')
        names.reverse()
        out = names[0]
        for n in names[1:]:
            out += n if n == '()' else '.' + n
        return out

    @property
    def _name_for_messages(self):
        return self.__dict__.get('_mock_name') or 'mock'

    def __getattr__(self, name):
        if name.startswith('_mock_') or name in ('_spec', '_spec_class', '_spec_set'):
            raise AttributeError(name)
        if name.startswith('__') and name.endswith('__'):
            raise AttributeError(name)
        spec = self.__dict__.get('_spec')
        if spec is not None and name not in spec:
            raise AttributeError("Mock object has no attribute %r" % name)
        if name.startswith(_ASSERT_TYPOS):
            raise AttributeError(f"{name!r} is not a valid assertion. Use a spec for the "
                                 f"mock if {name!r} is meant to be an attribute.")
        children = self.__dict__['_mock_children']
        if name not in children:
            wraps = self.__dict__['_mock_wraps']
            children[name] = self._child(name=name, wraps=getattr(wraps, name) if wraps is not None else None)
        return children[name]

    def _child(self, **kw):
        name = kw.pop('name')
        child = _base_class(type(self))(parent=self, _new_name=name, name=name, **kw)
        child.__dict__['_mock_name'] = name
        return child

    def __setattr__(self, name, value):
        spec = self.__dict__.get('_spec')
        if self.__dict__.get('_spec_set') and spec is not None and name not in spec and name not in self.__dict__:
            raise AttributeError("Mock object has no attribute '%s'" % name)
        if name == 'return_value':
            self.__dict__['_mock_return_value'] = value
            if isinstance(value, NonCallableMock):
                value.__dict__['_mock_parent'] = self
                value.__dict__['_mock_new_name'] = '()'
            return
        if name == 'side_effect':
            self.__dict__['_mock_side_effect'] = value
            return
        if isinstance(value, NonCallableMock) and value.__dict__.get('_mock_parent') is None \
                and not value.__dict__.get('_mock_name'):
            value.__dict__['_mock_parent'] = self
            value.__dict__['_mock_new_name'] = name
            value.__dict__['_mock_name'] = name
            self.__dict__['_mock_children'][name] = value
            return
        if _is_magic(name):
            setattr(type(self), name, _magic_value(name, value))
            return
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if name in self.__dict__['_mock_children']:
            del self.__dict__['_mock_children'][name]
        elif name in self.__dict__:
            object.__delattr__(self, name)
        else:
            raise AttributeError(name)

    @property
    def return_value(self):
        ret = self.__dict__['_mock_return_value']
        if ret is DEFAULT:
            ret = self._child(name='()')
            ret.__dict__['_mock_new_name'] = '()'
            self.__dict__['_mock_return_value'] = ret
        return ret

    @property
    def side_effect(self):
        return self.__dict__['_mock_side_effect']

    def reset_mock(self, visited=None, *, return_value=False, side_effect=False):
        d = self.__dict__
        d['called'] = False
        d['call_count'] = 0
        d['call_args'] = None
        d['call_args_list'] = _CallList()
        d['mock_calls'] = _CallList()
        d['method_calls'] = _CallList()
        if return_value:
            d['_mock_return_value'] = DEFAULT
        if side_effect:
            d['_mock_side_effect'] = None
        for child in d['_mock_children'].values():
            if isinstance(child, NonCallableMock):
                child.reset_mock()
        ret = d['_mock_return_value']
        if isinstance(ret, NonCallableMock) and ret is not self:
            ret.reset_mock()

    def attach_mock(self, mock, attribute):
        mock.__dict__['_mock_parent'] = self
        mock.__dict__['_mock_new_name'] = attribute
        mock.__dict__['_mock_name'] = attribute
        self.__dict__['_mock_children'][attribute] = mock

    def __repr__(self):
        name = self._full_name()
        named = name != 'mock' or self.__dict__.get('_mock_name')
        name_string = " name=%r" % name if named else ''
        spec_string = ''
        sc = self.__dict__.get('_spec_class')
        if sc is not None:
            spec_string = ' spec=%r' % sc.__name__
            if self.__dict__.get('_spec_set'):
                spec_string = ' spec_set=%r' % sc.__name__
        return "<%s%s%s id='%s'>" % (type(self).__name__, name_string, spec_string, id(self))

    def __dir__(self):
        return sorted(set(dir(type(self)) + list(self.__dict__['_mock_children']) + list(self.__dict__)))

    @property
    def __class__(self):
        sc = self.__dict__.get('_spec_class')
        return sc if sc is not None else type(self)

    # Assertions.

    def _format_mock_call_signature(self, args, kwargs):
        return _format_call_signature(self._name_for_messages, args, kwargs)

    def _calls_repr(self, prefix="Calls"):
        if not self.mock_calls:
            return ""
        return "\n%s: %s." % (prefix, _safe_repr(self.mock_calls))

    def assert_not_called(self):
        if self.call_count != 0:
            raise AssertionError("Expected '%s' to not have been called. Called %s times.%s"
                                 % (self._name_for_messages, self.call_count, self._calls_repr()))

    def assert_called(self):
        if self.call_count == 0:
            raise AssertionError("Expected '%s' to have been called." % self._name_for_messages)

    def assert_called_once(self):
        if not self.call_count == 1:
            raise AssertionError("Expected '%s' to have been called once. Called %s times.%s"
                                 % (self._name_for_messages, self.call_count, self._calls_repr()))

    def assert_called_with(self, /, *args, **kwargs):
        if self.call_args is None:
            raise AssertionError('expected call not found.\nExpected: %s\n  Actual: %s'
                                 % (self._format_mock_call_signature(args, kwargs), 'not called.'))
        if _Call((args, kwargs), two=True) != self.call_args:
            raise AssertionError('expected call not found.\nExpected: %s\n  Actual: %s' % (
                self._format_mock_call_signature(args, kwargs),
                self._format_mock_call_signature(self.call_args[1], self.call_args[2])))

    def assert_called_once_with(self, /, *args, **kwargs):
        if not self.call_count == 1:
            raise AssertionError("Expected '%s' to be called once. Called %s times.%s"
                                 % (self._name_for_messages, self.call_count, self._calls_repr()))
        return self.assert_called_with(*args, **kwargs)

    def assert_any_call(self, /, *args, **kwargs):
        expected = _Call((args, kwargs), two=True)
        if expected not in self.call_args_list:
            raise AssertionError('%s call not found' % self._format_mock_call_signature(args, kwargs))

    def assert_has_calls(self, calls, any_order=False):
        expected = list(calls)
        all_calls = _CallList(self.mock_calls)
        if not any_order:
            if expected not in all_calls:
                raise AssertionError('Calls not found.\nExpected: %s%s' % (
                    _CallList(calls), self._calls_repr(prefix="  Actual").rstrip(".")))
            return
        remaining = list(all_calls)
        not_found = []
        for kall in expected:
            try:
                remaining.remove(kall)
            except ValueError:
                not_found.append(kall)
        if not_found:
            raise AssertionError('%r does not contain all of %r in its call list, found %r instead'
                                 % (self._name_for_messages, tuple(not_found), remaining))


def _base_class(cls):
    for base in cls.__mro__:
        if base in (MagicMock, Mock, NonCallableMagicMock, NonCallableMock):
            if base is NonCallableMagicMock:
                return MagicMock
            if base is NonCallableMock:
                return Mock
            return base
    return Mock


class CallableMixin(object):
    """Recording and answering calls."""

    def __call__(self, /, *args, **kwargs):
        d = self.__dict__
        d['called'] = True
        d['call_count'] += 1
        this = _Call((args, kwargs), two=True)
        d['call_args'] = this
        d['call_args_list'].append(this)
        # Record the call on every ancestor's mock_calls, named by its path
        # from there (call.a.b(), call().c()), and on method_calls while
        # the path goes through attributes only.
        node, path = self, []
        while node is not None:
            label = ''
            for n in reversed(path):
                label = n if not label else (label + n if n == '()' else label + '.' + n)
            node.__dict__['mock_calls'].append(_Call((label, args, kwargs)))
            if path and '()' not in path:
                node.__dict__['method_calls'].append(_Call((label, args, kwargs)))
            parent = node.__dict__.get('_mock_parent')
            if parent is None:
                break
            path.append(node.__dict__.get('_mock_new_name') or '')
            node = parent
        effect = d['_mock_side_effect']
        if effect is not None:
            if isinstance(effect, BaseException) or (isinstance(effect, type) and issubclass(effect, BaseException)):
                raise effect
            if not callable(effect):
                # An iterable side effect yields one outcome per call; an
                # exception among them is raised.
                if not hasattr(effect, '__next__'):
                    effect = d['_mock_side_effect'] = iter(effect)
                outcome = next(effect)
                if isinstance(outcome, BaseException) or (isinstance(outcome, type) and issubclass(outcome, BaseException)):
                    raise outcome
                return outcome
            outcome = effect(*args, **kwargs)
            if outcome is not DEFAULT:
                return outcome
        if d['_mock_return_value'] is not DEFAULT:
            return self.return_value
        wraps = d['_mock_wraps']
        if wraps is not None:
            return wraps(*args, **kwargs)
        return self.return_value


class Mock(CallableMixin, NonCallableMock):
    """A callable mock."""


_MAGIC_DEFAULTS = {
    '__len__': 0, '__bool__': True, '__int__': 1, '__float__': 1.0,
    '__complex__': 1j, '__index__': 1, '__contains__': False,
    '__exit__': False, '__aexit__': False, '__hash__': None, '__str__': None,
    '__sizeof__': None, '__fspath__': None,
}
_MAGICS = ('__len__', '__bool__', '__int__', '__float__', '__complex__', '__index__',
           '__contains__', '__iter__', '__getitem__', '__setitem__', '__delitem__',
           '__enter__', '__exit__', '__lt__', '__gt__', '__le__', '__ge__',
           '__add__', '__sub__', '__mul__', '__truediv__', '__floordiv__',
           '__mod__', '__neg__', '__pos__', '__abs__', '__round__', '__next__')


def _is_magic(name):
    return name in _MAGICS


def _magic_value(name, value):
    if isinstance(value, NonCallableMock):
        def method(self, *args, **kw):
            return value(*args, **kw)
        method._mock = value
        return method
    if callable(value):
        return lambda self, *a, **k: value(self, *a, **k)
    return value


def _make_magic(name):
    def method(self, *args, **kwargs):
        return self._magic(name)(*args, **kwargs)
    method.__name__ = name
    return method


class NonCallableMagicMock(NonCallableMock):
    """A mock with the magic methods configured."""

    def _magic(self, name):
        children = self.__dict__['_mock_children']
        if name not in children:
            child = MagicMock(parent=self, _new_name=name, name=name)
            child.__dict__['_mock_name'] = name
            if name in _MAGIC_DEFAULTS:
                child.return_value = _MAGIC_DEFAULTS[name]
            elif name == '__iter__':
                child.return_value = iter([])
            elif name in ('__lt__', '__gt__', '__le__', '__ge__'):
                child.return_value = NotImplemented
            elif name == '__enter__':
                pass
            children[name] = child
        return children[name]

    def __getattribute__(self, name):
        # m.__len__ is the configurable child mock, not the class's method.
        if name in _MAGICS:
            return object.__getattribute__(self, '_magic')(name)
        return object.__getattribute__(self, name)

    def __setattr__(self, name, value):
        if _is_magic(name):
            if isinstance(value, NonCallableMock):
                self.__dict__['_mock_children'][name] = value
            else:
                child = self._magic(name)
                child.side_effect = (lambda *a, **k: value(*a, **k)) if callable(value) else None
                if not callable(value):
                    child.return_value = value
            return
        NonCallableMock.__setattr__(self, name, value)

    def __iter__(self):
        result = self._magic('__iter__')()
        return iter(result)


for _name in _MAGICS:
    if _name != '__iter__':
        setattr(NonCallableMagicMock, _name, _make_magic(_name))
del _name


class MagicMock(CallableMixin, NonCallableMagicMock):
    """A callable mock with the magic methods configured."""


class PropertyMock(Mock):
    """A mock to set on a class as a property."""

    def __get__(self, obj, obj_type=None):
        return self()

    def __set__(self, obj, val):
        self(val)


# patch -----------------------------------------------------------------------

def _import(name):
    if name not in sys.modules:
        exec('import ' + name, {})
    return sys.modules[name]


def _importer(target):
    parts = target.split('.')
    name = parts.pop(0)
    thing = _import(name)
    for part in parts:
        name += '.' + part
        try:
            thing = getattr(thing, part)
        except AttributeError:
            thing = _import(name)
    return thing


# Attribute names that look like a misspelt assert_* method: a mock refuses
# to invent them, so that a typo cannot make an assertion pass silently.
_ASSERT_TYPOS = ('assert', 'assret', 'asert', 'aseert', 'assrt')


class _patch(object):
    """Replaces an attribute for the duration of a with block or call."""

    def __init__(self, getter, attribute, new, create=False, new_callable=None, kwargs=None):
        self.getter, self.attribute = getter, attribute
        self.new, self.new_callable, self.create = new, new_callable, create
        self.kwargs = kwargs or {}
        self.is_local = False

    def __enter__(self):
        self.target = self.getter()
        name = self.attribute
        try:
            original = self.target.__dict__[name] if isinstance(self.target, type) else getattr(self.target, name)
            self.is_local = True
        except (AttributeError, KeyError):
            original = getattr(self.target, name, DEFAULT)
            if original is DEFAULT and not self.create:
                raise AttributeError("%s does not have the attribute %r" % (self.target, name))
            self.is_local = False
        self.original = original
        new = self.new
        if new is DEFAULT:
            factory = self.new_callable or MagicMock
            new = factory(**self.kwargs)
        self.new_value = new
        setattr(self.target, name, new)
        return new

    def __exit__(self, *exc_info):
        if self.original is DEFAULT and not self.is_local:
            delattr(self.target, self.attribute)
        else:
            setattr(self.target, self.attribute, self.original)
        return False

    def start(self):
        return self.__enter__()

    def stop(self):
        return self.__exit__(None, None, None)

    def __call__(self, func):
        if isinstance(func, type):
            for attr in dir(func):
                if attr.startswith('test'):
                    value = getattr(func, attr)
                    if callable(value):
                        setattr(func, attr, self.copy()(value))
            return func
        patcher = self

        @functools.wraps(func)
        def patched(*args, **kw):
            new = patcher.__enter__()
            try:
                if patcher.new is DEFAULT:
                    args = args + (new,)
                return func(*args, **kw)
            finally:
                patcher.__exit__(None, None, None)
        return patched

    def copy(self):
        return _patch(self.getter, self.attribute, self.new, self.create,
                      self.new_callable, self.kwargs)


def patch(target, new=DEFAULT, spec=None, create=False, spec_set=None,
          autospec=None, new_callable=None, **kwargs):
    if not isinstance(target, str):
        raise TypeError(f"{target!r} must be the actual object to be patched, not a str")
    try:
        mod, attribute = target.rsplit('.', 1)
    except ValueError:
        raise TypeError(f"Need a valid target to patch. You supplied: {target!r}")
    if spec is not None:
        kwargs['spec'] = spec
    if spec_set is not None:
        kwargs['spec_set'] = spec_set
    return _patch(lambda: _importer(mod), attribute, new, create, new_callable, kwargs)


def _patch_object(target, attribute, new=DEFAULT, spec=None, create=False,
                  spec_set=None, autospec=None, new_callable=None, **kwargs):
    if type(target) is str:
        raise TypeError(f"{target!r} must be the actual object to be patched, not a str")
    if spec is not None:
        kwargs['spec'] = spec
    return _patch(lambda: target, attribute, new, create, new_callable, kwargs)


class _patch_dict(object):
    """Sets keys of a dict for the duration, restoring it after."""

    def __init__(self, in_dict, values=(), clear=False, **kwargs):
        # in_dict may be a dotted name, resolved only on entry.
        self.in_dict, self.clear = in_dict, clear
        self.values = {**dict(values), **kwargs}

    def __enter__(self):
        d = self.in_dict
        if isinstance(d, str):
            d = _importer(d)
        self._dict = d
        self._original = d.copy()
        if self.clear:
            d.clear()
        d.update(self.values)
        return d

    def __exit__(self, *args):
        self._dict.clear()
        self._dict.update(self._original)
        return False

    start = __enter__

    def stop(self):
        return self.__exit__(None, None, None)

    def __call__(self, f):
        @functools.wraps(f)
        def inner(*args, **kw):
            self.__enter__()
            try:
                return f(*args, **kw)
            finally:
                self.__exit__()
        return inner


patch.object = _patch_object
patch.dict = _patch_dict
