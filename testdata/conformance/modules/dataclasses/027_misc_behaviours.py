from dataclasses import dataclass, field, fields, asdict, replace, InitVar, is_dataclass
from typing import List, Optional, Dict, Any, ClassVar
import abc
@dataclass
class A:
    x: List[int] = field(default_factory=list)
    y: Optional[str] = None
    z: Dict[str, Any] = field(default_factory=dict)
print(A.__doc__)
class Desc:
    def __set_name__(self, owner, name): self.name = '_' + name
    def __get__(self, obj, typ=None):
        if obj is None: return 5
        return getattr(obj, self.name, 5)
    def __set__(self, obj, v): setattr(obj, self.name, v * 2)
@dataclass
class WithDesc:
    d: int = Desc()
w = WithDesc()
print(w.d, WithDesc(3).d)
@dataclass
class P:
    x: int
    def __post_init__(self): print('P post', self.x)
@dataclass
class C(P):
    y: int = 0
    def __post_init__(self):
        super().__post_init__()
        print('C post', self.y)
C(1, 2)
@dataclass
class NoInit:
    a: int = 1
    b: int = field(init=False, default=7)
    c: list = field(init=False, default_factory=list)
n = NoInit()
print(n, NoInit.b)
@dataclass(init=False)
class Manual:
    a: int
    def __init__(self, v): self.a = v * 10
print(Manual(2))
@dataclass
class Ab(abc.ABC):
    x: int
    @abc.abstractmethod
    def run(self): ...
try: Ab(1)
except TypeError as e: print(e)
@dataclass
class Impl(Ab):
    def run(self): return self.x
print(Impl(3).run())
@dataclass
class SelfField:
    self: int
    other: int = 2
print(SelfField(1))
@dataclass
class Gen:
    name: str
    def __iter__(self): return iter([self.name])
print(list(Gen('q')))
print(is_dataclass(Gen), hasattr(Gen, '__dataclass_fields__'))
@dataclass(eq=False)
class Id:
    v: int
a = Id(1)
print(a == a, a == Id(1), hash(a) == id(a) >> 4 or True)
@dataclass
class Nested:
    inner: A = field(default_factory=A)
print(Nested(), asdict(Nested()))
@dataclass(repr=False, eq=False, order=False)
class Minimal:
    v: int
print(type(repr(Minimal(1))), Minimal(1) == Minimal(1))
print(fields(Nested)[0].default_factory)
@dataclass
class Typed:
    a: 'int'
    b: int = 3
print(Typed.__doc__, Typed.__init__.__annotations__)
@dataclass
class Defaults:
    a: int = 1
    b: str = 'x'
    c: tuple = (1, 2)
    d: float = 1.5
    e: object = None
print(Defaults.__init__.__defaults__, Defaults.__doc__)
from dataclasses import dataclass as dc
@dc()
class Parens:
    q: int
print(Parens(1))
@dataclass
class Hashy:
    a: int
    __hash__ = object.__hash__
print(Hashy.__hash__ is object.__hash__)
