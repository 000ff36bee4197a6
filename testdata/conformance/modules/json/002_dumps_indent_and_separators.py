import json

data = {"name": "widget", "tags": ["a", "b"], "dims": {"w": 2, "h": 3.5}, "empty": [], "none": {}}
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=0))
print(json.dumps(data, indent="\t"))
print(json.dumps(data, indent="..", separators=(",", " = ")))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps(data, separators=(" , ", " : ")))
print(json.dumps([1, [2, 3], {}], indent=4))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps("s", indent=2))
print(repr(json.dumps([1, 2], indent=-3)))
print(repr(json.dumps({"a": 1}, indent=True)))
try:
    json.dumps([1], indent=1.5)
except TypeError as e:
    print("TypeError:", e)
