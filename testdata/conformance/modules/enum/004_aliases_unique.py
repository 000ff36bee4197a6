from enum import Enum, unique


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2


print(list(Shape))
print(Shape.ALIAS_FOR_SQUARE, Shape.ALIAS_FOR_SQUARE is Shape.SQUARE)
print(Shape(2).name)
print(list(Shape.__members__))
for name, member in Shape.__members__.items():
    print(name, member)
print([name for name, m in Shape.__members__.items() if m.name != name])
try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
        UNO = 1
except ValueError as e:
    print(e)


@unique
class Fine(Enum):
    A = 1
    B = 2


print(Fine.B)
