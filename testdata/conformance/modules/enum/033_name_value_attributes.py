# name and value of members: read through members, mixed-in types and
# pseudo-flags, on the class (with and without a member so named), set
# and deleted, their docs, and members that are themselves called name
# or value.
import enum


class Color(enum.Enum):
    RED = 1
    GREEN = "g"


class Num(enum.IntEnum):
    ONE = 1


class Perm(enum.Flag):
    R = 1
    W = 2


print(Color.RED.name, Color.RED.value, Color.GREEN.value, Num.ONE.name, Num.ONE.value + 1)
print((Perm.R | Perm.W).name, (Perm.R | Perm.W).value, Perm(0).name, Perm(0).value)
for attr in ("name", "value"):
    try:
        print(getattr(Color, attr))
    except AttributeError as e:
        print(type(e).__name__, e)
    try:
        setattr(Color.RED, attr, 5)
    except AttributeError as e:
        print(type(e).__name__, e)
    try:
        delattr(Num.ONE, attr)
    except AttributeError as e:
        print(type(e).__name__, e)
print(enum.Enum.__dict__["name"].__doc__, "|", enum.Enum.__dict__["value"].__doc__)
print(hasattr(Color, "value"), hasattr(Color.RED, "value"), "value" in dir(Color.RED))


class Field(enum.Enum):
    name = 1
    value = 2
    other = 3


print(Field.name, Field.value, Field["name"], Field.name.name, Field.value.value, Field.other.name)
print(Field.name.value, Field(2), list(Field))
print(sorted(m.name for m in Color), [m.value for m in Perm])
