from enum import Enum


class Shape(Enum):
    CIRCLE = 'circle'
    SQUARE = 'square'

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            value = value.lower()
            for member in cls:
                if member.value == value:
                    return member
        return None


print(Shape('CIRCLE'), Shape('Square'), Shape('circle'))
try:
    Shape('triangle')
except ValueError as e:
    print(type(e).__name__, e)


class Default(Enum):
    UNKNOWN = 0
    A = 1

    @classmethod
    def _missing_(cls, value):
        return cls.UNKNOWN


print(Default(5), Default(1))


class Wrong(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return 'nope'


try:
    Wrong(2)
except TypeError as e:
    print(type(e).__name__, e)
    print(repr(e.__context__))


class Raises(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        raise KeyError(value)


try:
    Raises(3)
except KeyError as e:
    print('KeyError', e, repr(e.__context__))
