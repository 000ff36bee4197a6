from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(Color.RED)
print(repr(Color.RED))
print(Color(2), Color['BLUE'])
print(Color.RED.name, Color.RED.value)
print(list(Color))
print(len(Color))
print(type(Color.RED), isinstance(Color.GREEN, Color))
print(Color, repr(Color))
print(Color.RED is Color(1), Color.RED == Color.RED, Color.RED != Color.BLUE)
print(Color.RED == 1)
for c in Color:
    print(c.name, '=', c.value)
