from enum import Enum, IntEnum


class Base(Enum):
    A = 1


try:
    class More(Base):
        B = 2
except TypeError as e:
    print(e)


class NoMembers(Enum):
    def describe(self):
        return self.name.lower()


class Sub(NoMembers):
    X = 1
    Y = 2


print(Sub.X.describe(), list(Sub))
try:
    NoMembers(1)
except TypeError as e:
    print(e)
try:
    class BadSunder(Enum):
        _bad_ = 1
except ValueError as e:
    print(e)
try:
    class Mro(Enum):
        mro = 1
except ValueError as e:
    print(e)
try:
    class Order(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
except TypeError as e:
    print(e)


class Ordered(Enum):
    _order_ = 'A B'
    A = 1
    B = 2


print(list(Ordered))
