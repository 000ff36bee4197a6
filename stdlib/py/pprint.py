"""Pretty printing of Python data structures.

pyex writes this module in Python: its output is a layout decision made
object by object, and the layout has to be CPython's to the byte. One-line
representations come from a repr that knows about recursion and depth;
a container whose one-line form does not fit in the remaining width is
broken over lines by a per-type layout function chosen by the type's
__repr__ (so a subclass that keeps the base repr keeps the base layout).
"""

import sys as _sys
import re as _re
import types as _types
import collections as _collections
import dataclasses as _dataclasses

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr",
           "PrettyPrinter", "pp"]


class _Pieces:
    # The stream behind pformat: pyex keeps the written pieces in a list
    # and joins them once, instead of going through io.StringIO.
    __slots__ = ('parts',)

    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def getvalue(self):
        return ''.join(self.parts)


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    """Pretty-print object to stream (sys.stdout by default), with a newline."""
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth,
                  compact=compact, sort_dicts=sort_dicts,
                  underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    """The pretty-printed form of object, as a string."""
    return PrettyPrinter(indent=indent, width=width, depth=depth,
                         compact=compact, sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """Pretty-print object, keeping the insertion order of dicts."""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """A repr of object that survives recursive structures."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    """Whether the repr of object could be read back by eval."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    """Whether object contains itself."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _safe_key:
    # Sorting key for values of mixed types: values that cannot be
    # compared fall back to ordering by type name, then identity.
    __slots__ = ['obj']

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            mine = (str(type(self.obj)), id(self.obj))
            theirs = (str(type(other.obj)), id(other.obj))
            return mine < theirs


def _safe_tuple(pair):
    return _safe_key(pair[0]), _safe_key(pair[1])


def _recursion(object):
    return "<Recursion on %s with id=%s>" % (type(object).__name__, id(object))


_scalar_types = frozenset({str, bytes, bytearray, float, complex, bool, type(None)})

_word_and_space = _re.compile(r'\S*\s*')


def _is_generated_dataclass_repr(object):
    # pprint lays out a dataclass field by field only when its __repr__ is
    # the one @dataclass wrote, not one the class defines itself.
    if not _dataclasses.is_dataclass(object) or isinstance(object, type):
        return False
    if not object.__dataclass_params__.repr:
        return False
    wrapped = getattr(object.__repr__, '__wrapped__', None)
    if wrapped is None:
        return False
    if '__create_fn__' in getattr(wrapped, '__qualname__', ''):
        return True
    code = getattr(wrapped, '__code__', None)
    return code is not None and code.co_filename == '<string>'


def _repr_if_empty(layout):
    # An empty container (or string) is written as its plain repr however
    # little room there is; only non-empty ones need a layout.
    def laid_out(self, object, stream, *rest):
        if len(object):
            layout(self, object, stream, *rest)
        else:
            stream.write(repr(object))
    return laid_out


def _layout_error(indent, width, depth):
    """The complaint about PrettyPrinter's layout arguments, or None."""
    if indent < 0:
        return 'indent must be >= 0'
    if depth is not None and depth <= 0:
        return 'depth must be > 0'
    if not width:
        return 'width must be != 0'
    return None


class PrettyPrinter:
    """A configurable pretty printer."""

    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        indent, width = int(indent), int(width)
        problem = _layout_error(indent, width, depth)
        if problem:
            raise ValueError(problem)
        self._indent_per_level, self._width, self._depth = indent, width, depth
        self._stream = stream if stream is not None else _sys.stdout
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        if self._stream is not None:
            self._format(object, self._stream, 0, 0, {}, 0)
            self._stream.write("\n")

    def pformat(self, object):
        out = _Pieces()
        self._format(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        """(repr, readable, recursive) of object; subclasses may override."""
        return self._safe_repr(object, context, maxlevels, level)

    # -- layout ---------------------------------------------------------

    def _format(self, object, stream, indent, allowance, context, level):
        key = id(object)
        if key in context:
            self._recursive, self._readable = True, False
            stream.write(_recursion(object))
            return
        rep = self._repr(object, context, level)
        if len(rep) <= self._width - indent - allowance:
            stream.write(rep)
            return
        layout = self._dispatch.get(type(object).__repr__, None)
        if layout is not None:
            context[key] = 1
            layout(self, object, stream, indent, allowance, context, level + 1)
            del context[key]
            return
        if _is_generated_dataclass_repr(object):
            context[key] = 1
            self._pprint_dataclass(object, stream, indent, allowance, context, level + 1)
            del context[key]
            return
        stream.write(rep)

    def _pprint_dataclass(self, object, stream, indent, allowance, context, level):
        name = object.__class__.__name__
        items = [(f.name, getattr(object, f.name))
                 for f in _dataclasses.fields(object) if f.repr]
        stream.write(name + '(')
        self._format_namespace_items(items, stream, indent + len(name) + 1,
                                     allowance, context, level)
        stream.write(')')

    _dispatch = {}

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        stream.write('{')
        if self._indent_per_level > 1:
            stream.write(' ' * (self._indent_per_level - 1))
        if len(object):
            if self._sort_dicts:
                items = sorted(object.items(), key=_safe_tuple)
            else:
                items = object.items()
            self._format_dict_items(items, stream, indent, allowance + 1, context, level)
        stream.write('}')

    _dispatch[dict.__repr__] = _pprint_dict

    @_repr_if_empty
    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        name = object.__class__.__name__
        stream.write(name + '(')
        self._format(list(object.items()), stream, indent + len(name) + 1,
                     allowance + 1, context, level)
        stream.write(')')

    _dispatch[_collections.OrderedDict.__repr__] = _pprint_ordered_dict

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write('[')
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write(']')

    _dispatch[list.__repr__] = _pprint_list

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write('(')
        close = ',)' if len(object) == 1 else ')'
        self._format_items(object, stream, indent, allowance + len(close), context, level)
        stream.write(close)

    _dispatch[tuple.__repr__] = _pprint_tuple

    @_repr_if_empty
    def _pprint_set(self, object, stream, indent, allowance, context, level):
        cls = object.__class__
        if cls is set:
            stream.write('{')
            close = '}'
        else:
            stream.write(cls.__name__ + '({')
            close = '})'
            indent += len(cls.__name__) + 1
        ordered = sorted(object, key=_safe_key)
        self._format_items(ordered, stream, indent, allowance + len(close), context, level)
        stream.write(close)

    _dispatch[set.__repr__] = _pprint_set
    _dispatch[frozenset.__repr__] = _pprint_set

    @_repr_if_empty
    def _pprint_str(self, object, stream, indent, allowance, context, level):
        # At the top level the pieces are wrapped in parentheses, which
        # take a column on each side.
        wrap = level == 1
        if wrap:
            indent, allowance = indent + 1, allowance + 1
        lines = object.splitlines(True)
        chunks = list(_str_chunks(lines, self._width - indent, allowance))
        if len(chunks) == 1:
            stream.write(chunks[0])
        else:
            _write_pieces(stream, chunks, indent, wrap)

    _dispatch[str.__repr__] = _pprint_str

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        if len(object) <= 4:
            # Too short to be worth breaking.
            stream.write(repr(object))
            return
        wrap = level == 1
        if wrap:
            indent, allowance = indent + 1, allowance + 1
        _write_pieces(stream, _wrap_bytes_repr(object, self._width - indent, allowance),
                      indent, wrap)

    _dispatch[bytes.__repr__] = _pprint_bytes

    def _pprint_bytearray(self, object, stream, indent, allowance, context, level):
        stream.write('bytearray(')
        self._pprint_bytes(bytes(object), stream, indent + 10, allowance + 1,
                           context, level + 1)
        stream.write(')')

    _dispatch[bytearray.__repr__] = _pprint_bytearray

    def _pprint_mappingproxy(self, object, stream, indent, allowance, context, level):
        stream.write('mappingproxy(')
        self._format(object.copy(), stream, indent + 13, allowance + 1, context, level)
        stream.write(')')

    _dispatch[_types.MappingProxyType.__repr__] = _pprint_mappingproxy

    def _pprint_simplenamespace(self, object, stream, indent, allowance, context, level):
        if type(object) is _types.SimpleNamespace:
            name = 'namespace'
        else:
            name = object.__class__.__name__
        stream.write(name + '(')
        self._format_namespace_items(object.__dict__.items(), stream,
                                     indent + len(name) + 1, allowance, context, level)
        stream.write(')')

    _dispatch[_types.SimpleNamespace.__repr__] = _pprint_simplenamespace

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        sep = ',\n' + ' ' * indent
        last = len(items) - 1
        for i, (key, value) in enumerate(items):
            rep = self._repr(key, context, level)
            stream.write(rep)
            stream.write(': ')
            self._format(value, stream, indent + len(rep) + 2,
                         allowance if i == last else 1, context, level)
            if i != last:
                stream.write(sep)

    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        sep = ',\n' + ' ' * indent
        items = list(items)
        last = len(items) - 1
        for i, (key, value) in enumerate(items):
            stream.write(key)
            stream.write('=')
            if id(value) in context:
                # A namespace or dataclass inside itself prints as '...',
                # as its own repr would.
                stream.write('...')
            else:
                self._format(value, stream, indent + len(key) + 1,
                             allowance if i == last else 1, context, level)
            if i != last:
                stream.write(sep)

    def _format_items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            stream.write(' ' * (self._indent_per_level - 1))
        newline = ',\n' + ' ' * indent
        items = list(items)
        if not items:
            return
        room = full = self._width - indent + 1
        last = len(items) - 1
        sep = ''
        for i, item in enumerate(items):
            if i == last:
                room -= allowance
                full -= allowance
            if self._compact:
                rep = self._repr(item, context, level)
                need = len(rep) + 2
                if room < need:
                    room = full
                    if sep:
                        sep = newline
                if room >= need:
                    room -= need
                    stream.write(sep)
                    sep = ', '
                    stream.write(rep)
                    continue
            stream.write(sep)
            sep = newline
            self._format(item, stream, indent, allowance if i == last else 1,
                         context, level)

    def _repr(self, object, context, level):
        rep, readable, recursive = self.format(object, context.copy(), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return rep

    @_repr_if_empty
    def _pprint_default_dict(self, object, stream, indent, allowance, context, level):
        factory = self._repr(object.default_factory, context, level)
        name = object.__class__.__name__
        indent += len(name) + 1
        stream.write('%s(%s,\n%s' % (name, factory, ' ' * indent))
        self._pprint_dict(object, stream, indent, allowance + 1, context, level)
        stream.write(')')

    _dispatch[_collections.defaultdict.__repr__] = _pprint_default_dict

    @_repr_if_empty
    def _pprint_counter(self, object, stream, indent, allowance, context, level):
        name = object.__class__.__name__
        stream.write(name + '({')
        if self._indent_per_level > 1:
            stream.write(' ' * (self._indent_per_level - 1))
        self._format_dict_items(object.most_common(), stream, indent + len(name) + 1,
                                allowance + 2, context, level)
        stream.write('})')

    _dispatch[_collections.Counter.__repr__] = _pprint_counter

    def _pprint_chain_map(self, object, stream, indent, allowance, context, level):
        maps = object.maps
        if not len(maps) or (len(maps) == 1 and not len(maps[0])):
            stream.write(repr(object))
            return
        name = object.__class__.__name__
        stream.write(name + '(')
        indent += len(name) + 1
        # Every map but the last ends with a comma and a new line.
        for inner in maps[:-1]:
            self._format(inner, stream, indent, 1, context, level)
            stream.write(',\n' + ' ' * indent)
        self._format(maps[-1], stream, indent, allowance + 1, context, level)
        stream.write(')')

    _dispatch[_collections.ChainMap.__repr__] = _pprint_chain_map

    @_repr_if_empty
    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        name = object.__class__.__name__
        stream.write(name + '([')
        indent += len(name) + 1
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2, context, level)
            stream.write('])')
        else:
            self._format_items(object, stream, indent, 2, context, level)
            maxlen = self._repr(object.maxlen, context, level)
            stream.write('],\n%smaxlen=%s)' % (' ' * indent, maxlen))

    _dispatch[_collections.deque.__repr__] = _pprint_deque

    def _pprint_user_wrapper(self, object, stream, indent, allowance, context, level):
        self._format(object.data, stream, indent, allowance, context, level - 1)

    _dispatch[_collections.UserDict.__repr__] = _pprint_user_wrapper
    _dispatch[_collections.UserList.__repr__] = _pprint_user_wrapper
    _dispatch[_collections.UserString.__repr__] = _pprint_user_wrapper

    # -- one-line representations -----------------------------------------

    def _safe_repr(self, object, context, maxlevels, level):
        typ = type(object)
        if typ in _scalar_types:
            return repr(object), True, False
        own_repr = getattr(typ, "__repr__", None)
        if issubclass(typ, int) and own_repr is int.__repr__:
            text = f"{object:_d}" if self._underscore_numbers else repr(object)
            return text, True, False
        if issubclass(typ, dict) and own_repr is dict.__repr__:
            if not object:
                return "{}", True, False
            key = id(object)
            if maxlevels and level >= maxlevels:
                return "{...}", False, key in context
            if key in context:
                return _recursion(object), False, True
            context[key] = 1
            readable, recursive = True, False
            parts = []
            level += 1
            items = sorted(object.items(), key=_safe_tuple) if self._sort_dicts else object.items()
            for k, v in items:
                krepr, kreadable, krecur = self.format(k, context, maxlevels, level)
                vrepr, vreadable, vrecur = self.format(v, context, maxlevels, level)
                parts.append(krepr + ": " + vrepr)
                readable = readable and kreadable and vreadable
                if krecur or vrecur:
                    recursive = True
            del context[key]
            return "{" + ", ".join(parts) + "}", readable, recursive
        is_list = issubclass(typ, list) and own_repr is list.__repr__
        if is_list or (issubclass(typ, tuple) and own_repr is tuple.__repr__):
            if is_list:
                if not object:
                    return "[]", True, False
                open_, close = "[", "]"
            elif len(object) == 1:
                open_, close = "(", ",)"
            else:
                if not object:
                    return "()", True, False
                open_, close = "(", ")"
            key = id(object)
            if maxlevels and level >= maxlevels:
                return open_ + "..." + close, False, key in context
            if key in context:
                return _recursion(object), False, True
            context[key] = 1
            readable, recursive = True, False
            parts = []
            level += 1
            for item in object:
                irepr, ireadable, irecur = self.format(item, context, maxlevels, level)
                parts.append(irepr)
                if not ireadable:
                    readable = False
                if irecur:
                    recursive = True
            del context[key]
            return open_ + ", ".join(parts) + close, readable, recursive
        rep = repr(object)
        return rep, bool(rep and not rep.startswith('<')), False


def _wrap_bytes_repr(object, width, allowance):
    # Bytes are broken every four bytes, as many groups per line as fit.
    # The allowance only counts against a last group shorter than four
    # (CPython's rule: a group starting at len // 4 * 4).
    groups = [object[i:i + 4] for i in range(0, len(object), 4)]
    tail_at = len(groups) - 1 if len(object) % 4 else -1
    return _fill_reprs(groups, b'', width, tail_at, allowance)


def _str_chunks(lines, room, allowance):
    # Each line as one repr when it fits, else broken after runs of
    # whitespace; the allowance counts against the last line's end.
    last = len(lines) - 1
    for i, line in enumerate(lines):
        tail = allowance if i == last else 0
        whole = repr(line)
        if len(whole) <= room - tail:
            yield whole
            continue
        words = _word_and_space.findall(line)[:-1]
        yield from _fill_reprs(words, '', room, len(words) - 1 if i == last else -1, tail)


def _fill_reprs(parts, empty, room, tail_at, tail):
    """reprs of runs of consecutive parts, each as long as fits in room
    (less tail for the run ending with part tail_at)."""
    runs = []
    current = empty
    for j, part in enumerate(parts):
        limit = room - tail if j == tail_at else room
        if current and len(repr(current + part)) > limit:
            runs.append(current)
            current = part
        else:
            current += part
    if current:
        runs.append(current)
    return [repr(run) for run in runs]


def _write_pieces(stream, pieces, indent, wrap):
    body = ('\n' + ' ' * indent).join(pieces)
    stream.write('(' + body + ')' if wrap else body)
