import enum
from enum import Enum, IntEnum, property as enum_property


class Shape(Enum):
    SQUARE = 4
    TRIANGLE = 3

    @enum_property
    def sides(self):
        return self.value

    @enum.property
    def label(self):
        return self.name.title()


print(Shape.SQUARE.sides, Shape.TRIANGLE.label)
try:
    Shape.SQUARE.sides = 5
except AttributeError as e:
    print('AttributeError:', e)


@enum.global_enum
class Level(IntEnum):
    LOW = 1
    HIGH = 2


print(repr(Level.LOW), str(Level.HIGH), LOW, HIGH is Level.HIGH)


class Plain(Enum):
    A = 1


print(enum.global_str(Plain.A), enum.global_enum_repr(Plain.A))
print(enum.show_flag_values(13), enum.show_flag_values(0))
