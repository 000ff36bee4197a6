from enum import Enum, IntEnum, StrEnum, Flag, auto


class A(Enum):
    X = auto()
    Y = auto()
    Z = auto()


print(list(A))


class B(Enum):
    X = 10
    Y = auto()
    Z = 20
    W = auto()


print(list(B))


class Low(StrEnum):
    NORTH = auto()
    SOUTH = auto()


print(list(Low), Low.NORTH == 'north')


class F(Flag):
    R = auto()
    W = auto()
    X = auto()


print([m.value for m in F])


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + '-' + str(count)

    ALPHA = auto()
    BETA = auto()


print(list(Named))


class I(IntEnum):
    A = auto()
    B = auto()


print(list(I), I.B + 1)
print(repr(auto()))


class T(Enum):
    P = (auto(), 'first')
    Q = (auto(), 'second')


print(list(T))
