import enum
from enum import Enum, EnumMeta, EnumType, IntEnum


class Color(Enum):
    RED = 1
    GREEN = 2


print(type(Color) is EnumType, EnumMeta is EnumType)
print(isinstance(Color, EnumMeta), issubclass(Color, Enum), issubclass(IntEnum, int))
print(Color._member_names_, Color._member_map_)
print(Color._value2member_map_)
print(Color.RED._name_, Color.RED._value_)
print(Color.__members__['GREEN'])
print(repr(Color.__members__))
print('RED' in Color.__members__, len(Color.__members__))
print(Color.RED.__class__.__name__, Color.__name__, Color.__qualname__)
print(dir(Color))
print(dir(Color.RED))
print(enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag, enum.StrEnum)
print(Color.RED.__reduce_ex__(2))
