import json

class Recorder:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

obj = {"a": [1, 2, {"b": None}], "c": "text", "d": [], "e": {}}
r = Recorder()
json.dump(obj, r)
print(r.parts)
print("".join(r.parts) == json.dumps(obj))
r = Recorder()
json.dump(obj, r, indent=2, sort_keys=True)
print(r.parts)
print(list(json.JSONEncoder().iterencode([1, "x", [2, 3]])))
print(list(json.JSONEncoder(indent=1).iterencode({"k": [True]})))
print(json.JSONEncoder().iterencode([1, 2], _one_shot=True))
r = Recorder()
try:
    json.dump({"ok": 1, "bad": object(), "never": 2}, r)
except TypeError as e:
    print("TypeError:", e)
print(r.parts)
