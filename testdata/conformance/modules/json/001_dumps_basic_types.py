import json

values = [None, True, False, 0, -7, 2**64, 3.5, -0.0, 1e100, 1e-10, 0.1 + 0.2,
          "", "plain", "quote\"back\\slash", "tab\tnl\ncr\r", [], {}, (), [1, [2, [3]]],
          (1, "two", 3.0), {"a": 1, "b": [True, None]}]
for v in values:
    print(repr(v), "->", json.dumps(v))
print(json.dumps([1e16, 1e15, 123456789012345678, 1.0, 100.0, 2.5e-7]))
print(json.dumps({"nested": {"deeper": {"deepest": [1, {"x": None}]}}}))
