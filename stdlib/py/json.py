"""JSON (JavaScript Object Notation) encoder and decoder.

pyex's json follows CPython 3.11's json package: dumps, dump, loads and
load, the JSONEncoder and JSONDecoder classes (in json.encoder and
json.decoder) and JSONDecodeError. The classes are written in Python so
that programs can subclass them; the encoding and decoding themselves run
in Go, in the _json module.
"""

__version__ = '2.0.9'
__all__ = [
    'dump', 'dumps', 'load', 'loads',
    'JSONDecoder', 'JSONDecodeError', 'JSONEncoder',
]

__author__ = 'Bob Ippolito <bob@redivi.com>'

from json.decoder import JSONDecoder, JSONDecodeError
from json.encoder import JSONEncoder
import _json

_encode = _json.encode
_iterencode = _json.iterencode
_loads = _json.loads

# dump() with every option at its default shares this encoder.
_default_encoder = JSONEncoder()


def _make_encoder(cls, extra, **options):
    return (JSONEncoder if cls is None else cls)(**options, **extra)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
        allow_nan=True, cls=None, indent=None, separators=None,
        default=None, sort_keys=False, **kw):
    """Write obj to the file-like fp as JSON text."""
    plain = (cls is None and not kw and not skipkeys and ensure_ascii
             and check_circular and allow_nan and indent is None
             and separators is None and default is None and not sort_keys)
    if plain:
        encoder = _default_encoder
    else:
        encoder = _make_encoder(
            cls, kw, skipkeys=skipkeys, ensure_ascii=ensure_ascii,
            check_circular=check_circular, allow_nan=allow_nan,
            indent=indent, separators=separators, default=default,
            sort_keys=sort_keys)
    iterable = encoder.iterencode(obj)
    # One write per chunk, as CPython's dump makes.
    for chunk in iterable:
        fp.write(chunk)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
        allow_nan=True, cls=None, indent=None, separators=None,
        default=None, sort_keys=False, **kw):
    """obj as a JSON text (a str)."""
    if cls is None and not kw:
        # The fast path: no encoder object, straight to Go.
        if separators is not None:
            item_separator, key_separator = separators
        elif indent is None:
            item_separator, key_separator = ', ', ': '
        else:
            item_separator, key_separator = ',', ': '
        return _encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan,
                       indent, key_separator, item_separator, sort_keys, default)
    encoder = _make_encoder(
        cls, kw, skipkeys=skipkeys, ensure_ascii=ensure_ascii,
        check_circular=check_circular, allow_nan=allow_nan, indent=indent,
        separators=separators, default=default, sort_keys=sort_keys)
    return encoder.encode(obj)


_default_decoder = JSONDecoder(object_hook=None, object_pairs_hook=None)


def detect_encoding(b):
    """Return the encoding of the JSON document in bytes b: the one its
    byte order mark names, else the one its pattern of zero bytes gives
    (a JSON text starts with two ASCII characters), else utf-8."""
    if b[:4] in (b'\xff\xfe\x00\x00', b'\x00\x00\xfe\xff'):
        return 'utf-32'
    if b[:2] in (b'\xff\xfe', b'\xfe\xff'):
        return 'utf-16'
    if b[:3] == b'\xef\xbb\xbf':
        return 'utf-8-sig'
    n = len(b)
    if n >= 4:
        if b[0] == 0:
            return 'utf-32-be' if b[1] == 0 else 'utf-16-be'
        if b[1] == 0:
            return 'utf-32-le' if b[2] == 0 and b[3] == 0 else 'utf-16-le'
    elif n == 2:
        if b[0] == 0:
            return 'utf-16-be'
        if b[1] == 0:
            return 'utf-16-le'
    return 'utf-8'


def load(fp, *, cls=None, object_hook=None, parse_float=None,
        parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """The Python value of the JSON document read from the file-like fp."""
    return loads(fp.read(),
        cls=cls, object_hook=object_hook,
        parse_float=parse_float, parse_int=parse_int,
        parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw)


def loads(s, *, cls=None, object_hook=None, parse_float=None,
        parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """The Python value of the JSON document s (str, bytes or bytearray;
    bytes in any UTF encoding detect_encoding recognises)."""
    if not isinstance(s, str):
        if not isinstance(s, (bytes, bytearray)):
            raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                            f'not {type(s).__name__}')
        s = s.decode(detect_encoding(s), 'surrogatepass')
    hooks = {'object_hook': object_hook,
             'object_pairs_hook': object_pairs_hook,
             'parse_float': parse_float, 'parse_int': parse_int,
             'parse_constant': parse_constant}
    given = {name: hook for name, hook in hooks.items() if hook is not None}
    if cls is None and not given and not kw:
        # The fast path: no decoder object, straight to Go.
        return _loads(s)
    if s.startswith('\ufeff'):
        raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)",
                              s, 0)
    kw.update(given)
    return (JSONDecoder if cls is None else cls)(**kw).decode(s)
