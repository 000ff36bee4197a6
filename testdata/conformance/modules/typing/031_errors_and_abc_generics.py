from enum import Enum, IntEnum, Flag, auto, StrEnum
from dataclasses import field, dataclass, fields
from typing import Sequence, Protocol, runtime_checkable, TypeVar, Generic, overload
class Color(Enum):
    RED = 1
for f in (lambda: Color(), lambda: Color(1, 2, 3), lambda: Enum('X'), lambda: field(1), lambda: IntEnum('I', 'A', 'B'), lambda: StrEnum('S', 'A B')('q')):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
class Seq(Sequence[int]):
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i):
        if i >= self.n: raise IndexError(i)
        return i * i
s = Seq(4)
print(list(s), s.index(9), 4 in s, list(reversed(s)), s.count(1))
class Bad(Sequence[int]): pass
try: Bad()
except TypeError as e: print(e)
@runtime_checkable
class HasArea(Protocol):
    @property
    def area(self) -> float: ...
class Sq:
    area = 4.0
print(isinstance(Sq(), HasArea), isinstance(1, HasArea))
T = TypeVar('T', bound='Comparable')
print(T.__bound__)
class K:
    @overload
    def m(self, x: int) -> int: ...
    @overload
    def m(self, x: str) -> str: ...
    def m(self, x): return x
print(K().m(3))
class Gen(Generic[T]):
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
class Sub(Gen[int], tag='t'): pass
print(Sub.tag, Sub.__parameters__, Sub.__orig_bases__)
