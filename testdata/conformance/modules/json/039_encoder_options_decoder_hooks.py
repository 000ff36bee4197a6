# Encoder separators with and without indent, default=, the decoder hooks
# (parse_float/int/constant, object_pairs_hook, object_hook), strict, and
# JSONDecodeError's attributes.
import json
print(json.dumps({'a': [1, 2]}, indent=2), json.dumps({'a': [1, 2]}, separators=(';', '=')), json.dumps({'a': 1}))
print(json.dumps({'b': 1, 'a': float('nan')}, sort_keys=True), json.dumps(object(), default=lambda o: 'obj'))
enc = json.JSONEncoder(indent=1)
print(enc.item_separator, enc.key_separator, json.JSONEncoder().item_separator)
print(json.loads('{"x": 1.5, "y": [NaN, 2]}', parse_float=lambda s: 'F' + s, parse_int=lambda s: 'I' + s, parse_constant=lambda s: 'C' + s))
print(json.loads('{"a": 1, "a": 2}', object_pairs_hook=list), json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d)))
try:
    json.loads('{"a": 1,\n "b": }')
except json.JSONDecodeError as e:
    print(e, e.msg, e.pos, e.lineno, e.colno, e.doc[:5])
try:
    json.loads('"bad\x01"')
except json.JSONDecodeError as e:
    print(e)
print(json.loads('"bad\x01"', strict=False))
d = json.JSONDecoder()
print(d.raw_decode('[1] tail'), vars(d).keys() >= {'object_hook', 'parse_float', 'parse_int', 'parse_constant', 'strict', 'object_pairs_hook', 'memo', 'scan_once'})
