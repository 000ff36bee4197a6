import json

data = {"name": "pyex", "version": [0, 1], "stable": False, "ratio": 0.5, "notes": None, "unicode": "café ☕"}
text = json.dumps(data)
print(text)
print(json.dumps(data, ensure_ascii=False))
back = json.loads(text)
print(back == data, type(back["version"]).__name__)
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps([1, (2, 3)], separators=(",", ":")), json.dumps("quote\"and\\slash\n"))
