"""JSON token scanner: make_scanner(context) returns the scan_once
callable of a decoder, scan_once(string, idx) -> (value, end), which
raises StopIteration(idx) where no value starts."""
import _json

__all__ = ['make_scanner']

c_make_scanner = None


# The decoder settings _json.scan_once takes, in its argument order.
_SCANNER_OPTIONS = ('strict', 'object_hook', 'object_pairs_hook', 'parse_float',
                    'parse_int', 'parse_constant')


def make_scanner(context):
    """Return the scanner of context (a JSONDecoder), with its options
    read now, as CPython's scanner reads them when it is made."""
    options = tuple(getattr(context, name) for name in _SCANNER_OPTIONS)
    scan = _json.scan_once

    def scan_once(string, idx):
        return scan(string, idx, *options)

    return scan_once


py_make_scanner = make_scanner
