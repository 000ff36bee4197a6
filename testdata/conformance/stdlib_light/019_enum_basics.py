from enum import Enum, auto

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

class Status(Enum):
    ACTIVE = auto()
    PAUSED = auto()
    DONE = auto()

print(Color.RED, repr(Color.GREEN), Color.BLUE.name, Color.BLUE.value)
print(Color(2), Color["RED"], list(Color), len(Color))
print(Color.RED is Color(1), Color.RED == 1, isinstance(Color.RED, Color))
print([s.value for s in Status], Status.PAUSED)
for member in Color:
    print(member.name.lower(), member.value * 10)
print({Color.RED: "stop", Color.GREEN: "go"}[Color.GREEN])
