import json

d = {"a": 1, (1,): 2, "b": {(2,): 3, "c": 4}, 5: None}
print(json.dumps(d, skipkeys=True))
print(json.dumps(d, skipkeys=True, indent=1))
print(json.dumps(d, skipkeys=True, sort_keys=False, separators=(",", ":")))
print(json.dumps([1, 2], check_circular=False))
x = [1]
print(json.dumps([x, x], check_circular=False))
print(json.dumps({"only": (9,)}, skipkeys=True))
print(json.dumps({(9,): "gone"}, skipkeys=True, indent=2))
