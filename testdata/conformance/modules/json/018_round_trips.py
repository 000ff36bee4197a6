import json

samples = [
    {"users": [{"id": 1, "name": "Ann", "roles": ["admin"], "active": True},
               {"id": 2, "name": "Bo", "roles": [], "active": False, "score": 9.75}]},
    [1, -1, 0, 2**70, -2**70, 1.5, -1e-300, 1e308],
    {"unicode": "ünïcødé ✓ 😀", "esc": "\"\\/\b\f\n\r\t"},
    [[[[[]]]], {"a": {"b": {"c": {}}}}],
]
for s in samples:
    for kw in [{}, {"indent": 2}, {"ensure_ascii": False}, {"separators": (",", ":")}, {"sort_keys": True}]:
        text = json.dumps(s, **kw)
        assert json.loads(text) == s, (s, kw)
    print(json.dumps(s, sort_keys=True))
t = (1, (2, 3))
print(json.loads(json.dumps(t)), type(json.loads(json.dumps(t))).__name__)
print(json.loads(json.dumps({1: 2})))
print(json.dumps(json.loads('{"b": 1, "a": 2}')))
