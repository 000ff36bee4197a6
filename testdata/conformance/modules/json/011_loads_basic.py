import json

docs = ['null', 'true', 'false', '0', '-0', '12', '-3.25', '1e3', '1E-2', '2.5e+2',
        '"text"', '[]', '{}', '[1, "a", null, true]', '{"a": {"b": [1, 2]}}',
        '  \n\t {"spaced" :  [ 1 ,2 ] }  \r\n', '123456789012345678901234567890',
        '"\\u00e9\\n\\t\\"\\\\\\/"', '"\\ud83d\\ude00"', '[1.0, 100.0, 1.5e300]',
        '{"dup": 1, "dup": 2}', '-0.0', '1e400', '[-1e400]']
for d in docs:
    v = json.loads(d)
    print(repr(d), "->", repr(v), type(v).__name__)
