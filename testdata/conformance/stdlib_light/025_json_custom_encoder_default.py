import json
from dataclasses import dataclass, asdict

@dataclass
class Point:
    x: int
    y: int

def default(o):
    if isinstance(o, Point):
        return {"__point__": [o.x, o.y]}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"not serializable: {type(o).__name__}")

payload = {"points": [Point(1, 2), Point(3, 4)], "ids": {3, 1, 2}}
s = json.dumps(payload, default=default)
print(s)
def hook(d):
    if "__point__" in d:
        return Point(*d["__point__"])
    return d
print(json.loads(s, object_hook=hook))
print(json.dumps(asdict(Point(5, 6))))
