import json
import enum

class Color(enum.IntEnum):
    RED = 1
    GREEN = 2

class Level(float, enum.Enum):
    LOW = 0.5
    HIGH = 2.5

class Shade(enum.Enum):
    DARK = "dark"

class Tag(str, enum.Enum):
    A = "alpha"

class MyInt(int):
    def __repr__(self):
        return "MyInt!"
    def __str__(self):
        return "str!"

class MyFloat(float):
    def __repr__(self):
        return "MyFloat!"

print(json.dumps([Color.RED, Color.GREEN, MyInt(7), MyFloat(1.25), Level.HIGH]))
print(json.dumps({Color.RED: "r", MyInt(3): "m", MyFloat(0.5): "f"}))
print(json.dumps([Tag.A]), json.dumps({Tag.A: 1}))
print(json.dumps([True, MyInt(0)], indent=1))
try:
    json.dumps(Shade.DARK)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps(Shade.DARK, default=lambda e: e.value))
try:
    json.dumps([MyFloat("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
