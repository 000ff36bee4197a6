# format() and f-strings of members: plain, mixed-in and flag enums,
# format specs, a __str__ of the class's own, and __str__ or __name__
# changed after members were formatted.
import enum


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class Level(enum.IntEnum):
    LOW = 1


class Mode(enum.StrEnum):
    FAST = "fast"


class Mixed(str, enum.Enum):
    A = "a"


class Perm(enum.Flag):
    R = 1
    W = 2


class Custom(enum.Enum):
    X = 1

    def __str__(self):
        return "custom-" + self.name


print(f"{Color.RED}|{Color.GREEN:>14}|{Color.RED:^12}|{Color.RED!r}|{Color.RED!s:.5}")
print(f"{Level.LOW}|{Level.LOW:03d}|{Mode.FAST}|{Mode.FAST:>6}|{Mixed.A}|{Mixed.A:>5}")
print(f"{Perm.R | Perm.W}|{Perm(0)}|{Perm.R:>8}|{Custom.X}|{Custom.X:>10}")
print(format(Color.GREEN, ""), format(Color.GREEN), Color.RED.__format__(""))
for bad in (0, 1.5):
    try:
        Color.RED.__format__(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    format(Color.RED, "d")
except ValueError as e:
    print(type(e).__name__, e)
Color.__str__ = lambda self: "swapped " + self._name_
print(f"{Color.RED}", str(Color.GREEN))
del Color.__str__
print(f"{Color.RED}")
Color.__name__ = "Colour"
print(f"{Color.GREEN}", repr(Color.GREEN))


class Base(enum.Enum):
    pass


class Child(Base):
    ONE = 1


print(f"{Child.ONE}")
Base.__str__ = lambda self: "base-str"
print(f"{Child.ONE}", str(Child.ONE))
