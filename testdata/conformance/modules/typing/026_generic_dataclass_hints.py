from typing import *
from dataclasses import dataclass, field
import typing
T = TypeVar('T')
@dataclass
class Box(Generic[T]):
    item: T
    items: List[T] = field(default_factory=list)
b = Box[int](1)
print(b, Box.__parameters__, Box[int], Box.__doc__)
print(get_type_hints(Box))
@runtime_checkable
class SupportsLen(Protocol):
    def __len__(self) -> int: ...
print(isinstance([], SupportsLen), isinstance(1, SupportsLen), issubclass(str, SupportsLen))
class GP(Protocol[T]):
    def get(self) -> T: ...
print(GP[int], GP.__parameters__)
class E(NamedTuple):
    a: int
    b: str = 'x'
print(E.__doc__, E.__module__, E.__qualname__, E._field_defaults, repr(E(1)))
class TD(TypedDict):
    x: int
print(TD.__module__, TD.__qualname__, TD.__name__, TD.__mro__, type(TD))
print(is_typeddict(TD), is_typeddict(dict))
def g(a: 'List[int]', b: 'Optional[E]' = None) -> 'TD': ...
print(get_type_hints(g))
print(typing.get_type_hints(E))
class WithCV:
    a: int
    b: 'ClassVar[str]' = 'x'
print(get_type_hints(WithCV))
try:
    get_type_hints(3)
except TypeError as e: print(e)
def bad(a: 'Undefined'): ...
try: get_type_hints(bad)
except NameError as e: print('NameError', e)
UserId = NewType('UserId', int)
print(get_type_hints(lambda: None), repr(UserId), UserId('x'))
print(Optional[UserId], List[UserId])
print(typing.Pattern, typing.Match)
