from enum import Enum, Flag


class Color(Enum):
    RED = 1
    BLUE = 2


class Other(Enum):
    RED = 1


print(Color.RED in Color, Other.RED in Color)
print(bool(Color), bool(Color.RED))


class Falsy(Enum):
    ZERO = 0

    def __bool__(self):
        return bool(self.value)


print(bool(Falsy.ZERO))


class F(Flag):
    A = 1
    B = 2


try:
    1 in F.A
except TypeError as e:
    print(e)
print(F.A in (F.A | F.B), F(0) in F.A)
