from enum import Enum, Flag, IntEnum, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck

print(list(EnumCheck))
try:
    @verify(UNIQUE)
    class Color(Enum):
        RED = 1
        CRIMSON = 1
except ValueError as e:
    print(e)
try:
    @verify(CONTINUOUS)
    class Numbers(IntEnum):
        ONE = 1
        TWO = 2
        FIVE = 5
except ValueError as e:
    print(e)
try:
    @verify(NAMED_FLAGS)
    class Bits(Flag):
        A = 1
        B = 2
        ALL = 15
except ValueError as e:
    print(e)


@verify(UNIQUE, CONTINUOUS)
class Good(IntEnum):
    A = 1
    B = 2
    C = 3


print(list(Good))
