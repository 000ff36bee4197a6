# Runtime protocols (members set to None, data members, instantiation),
# NamedTuple defaults, TypedDict required/optional keys, get_type_hints on
# functions, classes and modules, NewType, final and no_type_check.
from typing import *
import typing
@runtime_checkable
class Closer(Protocol):
    def close(self): ...
class HasClose:
    def close(self): pass
class NoClose:
    close = None
print(isinstance(HasClose(), Closer), isinstance(NoClose(), Closer), issubclass(HasClose, Closer), issubclass(NoClose, Closer), issubclass(int, Closer))
class WithData(Protocol):
    x: int
try:
    isinstance(1, WithData)
except TypeError as e:
    print(type(e).__name__, e)
@runtime_checkable
class DataP(Protocol):
    x: int
class D: x = 1
print(isinstance(D(), DataP), isinstance(1, DataP))
try:
    issubclass(D, DataP)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Closer()
except TypeError as e:
    print(type(e).__name__, e)
class Impl(Closer):
    def __init__(self, v): self.v = v
class Impl2(Closer): pass
print(Impl(3).v, type(Impl2()).__name__)
try:
    class BadP(int, Protocol): pass
except TypeError as e:
    print(type(e).__name__, e)
class PSub(Closer, Protocol):
    def open(self): ...
print(PSub._is_protocol, Impl._is_protocol)
class Pt(NamedTuple):
    x: int
    y: int = 2
    z: str = 'z'
print(Pt(1), Pt._field_defaults, Pt.__annotations__)
for src in ['class B(NamedTuple):\n x: int = 1\n y: int', 'class B(NamedTuple):\n x: int = 1\n w: int = 2\n y: int']:
    try:
        exec(src)
    except TypeError as e:
        print(type(e).__name__, e)
class TD(TypedDict, total=False):
    a: int
    b: Required[str]
class TD2(TD):
    c: NotRequired[int]
    a: Required[int]
    d: Annotated[NotRequired[int], 'x']
    e: float
print(sorted(TD2.__required_keys__), sorted(TD2.__optional_keys__), TD2.__total__, TD.__total__, list(TD2.__annotations__))
try:
    class Bad(TD, int): pass
except TypeError as e:
    print(type(e).__name__, e)
def f(a: 'int', b: None = None) -> 'List[int]': pass
print(get_type_hints(f))
class Hinted:
    a: 'Hinted'
    b: int = 0
class Hinted2(Hinted):
    c: 'Optional[str]'
print(get_type_hints(Hinted2), get_type_hints(Hinted2, include_extras=True))
print(get_type_hints(typing), get_type_hints(3) if False else 0)
try:
    get_type_hints(3)
except TypeError as e:
    print(type(e).__name__, e)
UserId = NewType('UserId', int); Inner = NewType('Outer.Inner', str)
print(UserId, UserId(5), Inner.__name__, Inner.__qualname__, Inner)
@final
def ff(): pass
print(ff.__final__, final(3), no_type_check(int) is int)
print(repr(Any), Union[int, str] == Union[str, int], List[int] | None, Optional[int])
print(typing.SupportsInt.__doc__ is not None, [1] is not None)
@no_type_check
class NT:
    def m(self): pass
    @classmethod
    def c(cls): pass
    class Inner:
        def i(self): pass
print(NT.m.__no_type_check__, NT.c.__func__.__no_type_check__, NT.Inner.__no_type_check__, NT.Inner.i.__no_type_check__)
