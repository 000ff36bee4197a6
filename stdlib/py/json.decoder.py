"""Implementation of JSONDecoder.

The class is Python, so that programs subclass it; the scanning runs in Go
(_json.decode and _json.raw_decode), which follows CPython's C scanner,
its error messages and positions included.
"""
import _json
from json.scanner import make_scanner

__all__ = ['JSONDecoder', 'JSONDecodeError']

NaN = float('nan')
PosInf = float('inf')
NegInf = float('-inf')

_CONSTANTS = {
    '-Infinity': NegInf,
    'Infinity': PosInf,
    'NaN': NaN,
}

_decode = _json.decode
_raw_decode = _json.raw_decode


class JSONDecodeError(ValueError):
    """The error of a malformed JSON document: a ValueError that also
    carries msg (the bare message), doc, pos (an index into doc) and the
    lineno and colno of pos, both counted from 1."""
    def __init__(self, msg, doc, pos):
        line_start = doc.rfind('\n', 0, pos)
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - line_start
        ValueError.__init__(
            self, f'{msg}: line {lineno} column {colno} (char {pos})')
        self.msg, self.doc, self.pos = msg, doc, pos
        self.lineno, self.colno = lineno, colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


scanstring = _json.scanstring
c_scanstring = scanstring
py_scanstring = scanstring


class JSONDecoder(object):
    """The decoder of loads and load: JSON objects become dicts, arrays
    lists, strings strs, numbers ints or floats, true, false and null
    True, False and None; NaN, Infinity and -Infinity are accepted too.
    The hooks replace the dicts (object_hook, object_pairs_hook), the
    numbers (parse_float, parse_int) and the three constants
    (parse_constant).
    """

    def __init__(self, *, object_hook=None, parse_float=None,
            parse_int=None, parse_constant=None, strict=True,
            object_pairs_hook=None):
        """Constructor for JSONDecoder; every hook is optional."""
        self.object_hook = object_hook
        # Number and constant parsers left out fall back to the builtin ones.
        self.parse_float, self.parse_int = parse_float or float, parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict, self.object_pairs_hook = strict, object_pairs_hook
        self.memo = {}
        self.scan_once = make_scanner(self)

    def decode(self, s, _w=None):
        """Return the value of the JSON document s, which must hold
        nothing else but whitespace."""
        if type(self).raw_decode is JSONDecoder.raw_decode:
            return _decode(s, self.strict, self.object_hook,
                           self.object_pairs_hook, self.parse_float,
                           self.parse_int, self.parse_constant)
        obj, end = self.raw_decode(s, _json.skip_space(s, 0))
        end = _json.skip_space(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        """Decode the JSON value that starts at index idx of s; return it
        and the index where it ends. What follows is not looked at."""
        return _raw_decode(s, idx, self.strict, self.object_hook,
                           self.object_pairs_hook, self.parse_float,
                           self.parse_int, self.parse_constant)
