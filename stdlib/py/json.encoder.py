"""Implementation of JSONEncoder.

The class is Python, so that programs subclass it (default() above all);
the encoding runs in Go (_json.encode and _json.iterencode), which follows
CPython's C encoder for encode() without indent and its Python generator
otherwise, chunk for chunk.
"""
import _json

encode_basestring = _json.encode_basestring
encode_basestring_ascii = _json.encode_basestring_ascii
py_encode_basestring = encode_basestring
py_encode_basestring_ascii = encode_basestring_ascii
c_encode_basestring = encode_basestring
c_encode_basestring_ascii = encode_basestring_ascii
c_make_encoder = None

INFINITY = float('inf')

_encode = _json.encode
_iterencode = _json.iterencode


def _make_iterencode(chunks, exc):
    # The generator iterencode returns: the chunks made before an error,
    # then the error, as CPython's generator raises it mid-way. The names
    # give it the __qualname__ CPython's has.
    def _iterencode():
        yield from chunks
        if exc is not None:
            raise exc
    return _iterencode()


class JSONEncoder(object):
    """The encoder of dumps and dump: Python dicts, lists and tuples, strs,
    ints, floats, True, False and None become JSON text.

    A subclass encodes more types by overriding default(o), which returns
    something encodable in place of o (or calls the base method, which
    raises TypeError).
    """
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True,
            check_circular=True, allow_nan=True, sort_keys=False,
            indent=None, separators=None, default=None):
        """Record the options; separators defaults to (', ', ': '), or
        (',', ': ') when indent is given."""
        self.skipkeys, self.ensure_ascii = skipkeys, ensure_ascii
        self.check_circular, self.allow_nan = check_circular, allow_nan
        self.sort_keys, self.indent = sort_keys, indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            # Indented output ends its lines after the commas: no space.
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        """Return an encodable stand-in for o; this one refuses every o
        with TypeError. Subclasses override it."""
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        """Return the JSON text of o, as one str."""
        if isinstance(o, str):
            if self.ensure_ascii:
                return encode_basestring_ascii(o)
            return encode_basestring(o)
        if type(self).iterencode is JSONEncoder.iterencode:
            return _encode(o, self.skipkeys, self.ensure_ascii,
                           self.check_circular, self.allow_nan, self.indent,
                           self.key_separator, self.item_separator,
                           self.sort_keys, self.default)
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        """Return an iterable of the pieces of o's JSON text (what dump
        writes one by one)."""
        if _one_shot and self.indent is None:
            return [_encode(o, self.skipkeys, self.ensure_ascii,
                            self.check_circular, self.allow_nan, None,
                            self.key_separator, self.item_separator,
                            self.sort_keys, self.default)]
        chunks, exc = _iterencode(o, self.skipkeys, self.ensure_ascii,
                                  self.check_circular, self.allow_nan,
                                  self.indent, self.key_separator,
                                  self.item_separator, self.sort_keys,
                                  self.default)
        return _make_iterencode(chunks, exc)
