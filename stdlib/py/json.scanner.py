"""JSON token scanner: make_scanner(context) returns the scan_once
callable of a decoder, scan_once(string, idx) -> (value, end), which
raises StopIteration(idx) where no value starts."""
import _json

__all__ = ['make_scanner']

c_make_scanner = None


def make_scanner(context):
    """Return the scanner of context (a JSONDecoder), with its options
    read now, as CPython's scanner reads them when it is made."""
    strict = context.strict
    object_hook = context.object_hook
    object_pairs_hook = context.object_pairs_hook
    parse_float = context.parse_float
    parse_int = context.parse_int
    parse_constant = context.parse_constant
    scan = _json.scan_once

    def scan_once(string, idx):
        return scan(string, idx, strict, object_hook, object_pairs_hook,
                    parse_float, parse_int, parse_constant)

    return scan_once


py_make_scanner = make_scanner
