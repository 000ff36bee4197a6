# The attributes JSONDecoder, JSONEncoder and JSONDecodeError set (in
# order), separators with indent, and make_scanner with hooks.
import json
from json import scanner, decoder, encoder
d = json.JSONDecoder(parse_int=str); print(list(vars(d))[:6], d.parse_float is float, d.scan_once('[1, 2.5]', 0))
e = json.JSONEncoder(indent=2); print(list(vars(e)), e.item_separator, e.key_separator)
e2 = json.JSONEncoder(separators=(';', '=')); print(e2.item_separator, e2.key_separator, json.JSONEncoder().item_separator, json.JSONEncoder(default=str).default(3))
try:
    json.loads('{"a": 1,\n "b": }')
except json.JSONDecodeError as err:
    print(err.msg, err.pos, err.lineno, err.colno, list(vars(err)))
s = scanner.make_scanner(json.JSONDecoder(object_pairs_hook=list, parse_constant=lambda c: c.lower()))
print(s('{"x": [NaN, Infinity]}', 0))
try:
    s('  ', 0)
except StopIteration as stop:
    print('StopIteration', stop.value)
