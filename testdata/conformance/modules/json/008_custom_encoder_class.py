import json

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"x": o.x, "y": o.y}
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)

print(json.dumps({"p": Point(1, 2), "s": {3, 1}}, cls=PointEncoder))
print(json.dumps([Point(0, 0)], cls=PointEncoder, indent=2))
print(PointEncoder().encode(Point(5, 6)))
print(PointEncoder(sort_keys=True, separators=(",", ":")).encode({"b": Point(1, 1), "a": 0}))
try:
    json.dumps(object(), cls=PointEncoder)
except TypeError as e:
    print("TypeError:", e)

class UpperEncoder(json.JSONEncoder):
    def __init__(self, **kw):
        kw["sort_keys"] = True
        super().__init__(**kw)

    def encode(self, o):
        return super().encode(o).upper()

print(json.dumps({"b": "x", "a": "y"}, cls=UpperEncoder))
enc = json.JSONEncoder()
print(enc.item_separator, enc.key_separator, enc.indent, enc.sort_keys, enc.skipkeys)
enc2 = json.JSONEncoder(indent=2)
print(repr(enc2.item_separator), repr(enc2.key_separator))
try:
    json.dumps([1], cls=PointEncoder, bogus=True)
except TypeError as e:
    print("TypeError:", e)
