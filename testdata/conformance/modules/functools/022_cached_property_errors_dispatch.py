# cached_property's error cases and singledispatch registration errors.
import functools


class Slotted:
    __slots__ = ()

    @functools.cached_property
    def value(self):
        return 1


try:
    Slotted().value
except TypeError as e:
    print(type(e).__name__, e)

orphan = functools.cached_property(lambda self: 1)
try:
    orphan.__get__(object())
except TypeError as e:
    print(type(e).__name__, e)

shared = functools.cached_property(lambda self: 2)
shared.__set_name__(object, 'first')
shared.__set_name__(object, 'first')
try:
    shared.__set_name__(object, 'second')
except TypeError as e:
    print(type(e).__name__, e)


@functools.singledispatch
def kind(x):
    return 'object'


@kind.register
def _(x: int | str):
    return 'int or str'


print(kind(1), kind('a'), kind(1.5), kind(True))
for bad in (3, 'text'):
    try:
        kind.register(bad, lambda x: x)
    except TypeError as e:
        print(type(e).__name__, str(e).split(' at ')[0])


def half(x: int | list[int]):
    pass


try:
    kind.register(half)
except TypeError as e:
    print(type(e).__name__, e)


class Base:
    def show(self, *args, **kw):
        return args, sorted(kw.items())

    first = functools.partialmethod(show, 1, a=1)
    second = functools.partialmethod(first, 2, b=2)


print(Base().second(3, c=3))
print(Base.second.__get__(None, Base)(Base(), 4))
