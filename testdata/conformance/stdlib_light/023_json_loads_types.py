import json

samples = ['{"a": 1, "b": [true, false, null]}', '[1, 2.5, -3e2, "x"]', '"just a string"', '42', '1.0',
           '{"nested": {"deep": {"deeper": []}}}', '{"dup": 1, "dup": 2}', '"\\u00e9\\n"', 'NaN', '-Infinity']
for s in samples:
    v = json.loads(s)
    print(f"{s:40} -> {v!r} ({type(v).__name__})")
