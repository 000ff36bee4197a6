import json

class Exact:
    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return f"Exact({self.text!r})"

doc = '{"b": 1.10, "a": [2, 3.0], "c": {"d": 4}, "n": NaN}'
print(json.loads(doc, parse_float=str))
print(json.loads(doc, parse_int=lambda s: int(s) * 100))
print(json.loads(doc, parse_float=Exact))
print(json.loads(doc, parse_constant=lambda c: None))
print(json.loads(doc, object_hook=lambda d: sorted(d)))
print(json.loads(doc, object_pairs_hook=list))
print(json.loads(doc, object_pairs_hook=dict))
print(json.loads('{"a": 1, "a": 2}', object_pairs_hook=lambda p: p))
print(json.loads('{"x": {"y": {}}}', object_hook=lambda d: ("obj", len(d))))
print(json.loads('{"x": 1}', object_hook=dict.keys, object_pairs_hook=tuple))
print(json.loads('[1, 2.5]', parse_int=float, parse_float=lambda s: int(float(s))))
