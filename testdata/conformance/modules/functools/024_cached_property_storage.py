# Where cached_property keeps its value: the instance's own attributes
# (vars() shows them, in order), recomputed after a delete, shadowing
# nothing else; odd cached values; instances with __dict__ in __slots__ or
# without one.
import functools

calls = []


class Box:
    def __init__(self, x):
        self.x = x
        self.y = 2

    @functools.cached_property
    def area(self):
        calls.append(self.x)
        return self.x * self.y

    @functools.cached_property
    def nothing(self):
        calls.append("n")
        return None

    @functools.cached_property
    def odd(self):
        calls.append("o")
        return NotImplemented


b = Box(3)
print(b.area, b.area, list(vars(b)), calls)
del b.area
print(b.area, calls, b.nothing, b.nothing, b.odd, b.odd, calls)
b.area = 100
print(b.area, vars(b))


class Slotted:
    __slots__ = ("a",)

    @functools.cached_property
    def v(self):
        return 1


class SlottedDict:
    __slots__ = ("a", "__dict__")

    @functools.cached_property
    def v(self):
        return 2


try:
    Slotted().v
except TypeError as e:
    print(type(e).__name__, e)
sd = SlottedDict()
print(sd.v, vars(sd))


class Boom:
    @functools.cached_property
    def v(self):
        raise KeyError("inside")


try:
    Boom().v
except KeyError as e:
    print(type(e).__name__, e)
print(Box.area.attrname, type(Box.__dict__["area"]).__name__)
