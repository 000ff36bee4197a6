import json

class MemFile:
    def __init__(self, text=""):
        self.buf = [text] if text else []
        self.writes = 0

    def write(self, s):
        self.writes += 1
        self.buf.append(s)
        return len(s)

    def read(self):
        return "".join(self.buf)

f = MemFile()
json.dump({"a": [1, 2, 3], "b": {"c": None}}, f)
print(f.read(), f.writes)
g = MemFile(f.read())
print(json.load(g))
h = MemFile()
json.dump([1, {"x": "y"}], h, indent=2, sort_keys=True)
print(h.read())
print(h.writes)
print(json.load(MemFile('{"n": 1.5}'), parse_float=str))
try:
    json.load(MemFile("{bad json}"))
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)

class BytesFile:
    def read(self):
        return b'{"bytes": true}'

print(json.load(BytesFile()))
