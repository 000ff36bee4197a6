from typing import *
import typing
T = TypeVar('T')
K = TypeVar('K')
class Stack(Generic[T]):
    def __init__(self):
        self.items: List[T] = []
    def push(self, x: T) -> None: self.items.append(x)
s = Stack[int]()
s.push(1)
print(s.items, s.__orig_class__, Stack.__parameters__, Stack[str] == Stack[str])
class Pair(Generic[K, T]): pass
print(Pair[int, str], Pair[int, T][str])
try: Pair[int]
except TypeError as e: print(e)
try: Stack[int][str]
except TypeError as e: print(e)
class P(Protocol):
    def speak(self) -> str: ...
@runtime_checkable
class Closable(Protocol):
    def close(self): ...
class F:
    def close(self): pass
print(isinstance(F(), Closable), isinstance(1, Closable))
try: isinstance(F(), P)
except TypeError as e: print(e)
try: P()
except TypeError as e: print(e)
class Dog:
    def speak(self): return 'woof'
def talk(x: P) -> str: return x.speak()
print(talk(Dog()))
class Emp(NamedTuple):
    name: str
    id: int = 3
    def hello(self): return 'hi ' + self.name
e = Emp('bob')
print(e, e.hello(), Emp._fields, Emp.__annotations__, e._asdict(), e._replace(id=5))
E2 = NamedTuple('E2', [('a', int), ('b', str)])
print(E2(1, 'x'), E2.__annotations__)
class Movie(TypedDict):
    title: str
    year: int
m = Movie(title='x', year=1)
print(m, type(m), Movie.__required_keys__ == {'title', 'year'}, Movie.__annotations__, Movie.__total__)
class M2(Movie, total=False):
    rating: float
print(sorted(M2.__required_keys__), sorted(M2.__optional_keys__))
class M3(TypedDict):
    a: Required[int]
    b: NotRequired[str]
print(sorted(M3.__required_keys__), sorted(M3.__optional_keys__))
Pt = TypedDict('Pt', {'x': int, 'y': int}, total=False)
print(Pt(x=1), Pt.__total__, sorted(Pt.__optional_keys__))
try: isinstance({}, Movie)
except TypeError as e: print(e)
UserId = NewType('UserId', int)
print(UserId(5), UserId, UserId.__supertype__)
print(cast(int, '3'), cast('str', 1))
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x): return x
def g(a: int, b: 'str' = 'x') -> Optional[List[int]]: pass
print(get_type_hints(g))
class C:
    x: int
    y: 'List[str]'
    z: ClassVar[int] = 3
print(get_type_hints(C))
print(get_origin(List[int]), get_origin(Union[int, str]), get_origin(int), get_origin(list[int]), get_origin(Annotated[int, 1]), get_origin(int | str))
print(get_args(Callable[[int], str]), get_args(Optional[int]), get_args(Annotated[int, 'a', 'b']), get_args(int), get_args(Callable[..., int]), get_args(Literal[1, 2]))
print(TYPE_CHECKING, Text)
try: assert_never(3)
except AssertionError as e: print(e)
print(assert_type(5, int))
try: Union[()]
except TypeError as e: print(e)
try: Optional[int, str]
except TypeError as e: print(e)
try: List[int, str]
except TypeError as e: print(e)
try: isinstance(1, List[int])
except TypeError as e: print(e)
print(isinstance([], List), isinstance(1, Union[int, str]), issubclass(list, Sequence), isinstance({}, Mapping))
try: Any()
except TypeError as e: print(e)
try: isinstance(1, Any)
except TypeError as e: print(e)
print(Union[int, str] | None, int | List[int], List[int] | None, Optional[int] == Union[int, None])
print(Literal[1, 2] == Literal[2, 1], Literal['a'])
def deco(fn): return fn
@no_type_check
def h(x: int): pass
print(h.__no_type_check__, get_type_hints(h))
@final
class Fin: pass
print(Fin.__final__)
print(typing.SupportsInt, isinstance(3, SupportsInt), isinstance('x', SupportsFloat), isinstance(2.0, SupportsIndex))
Vec = List[float]
def scale(s: float, v: Vec) -> Vec: return [s * x for x in v]
print(scale(2, [1.0]), Vec)
print(Dict[str, Any], Tuple[int, ...], Type[Stack], Callable[[], None], Iterator[Tuple[str, int]])
print(List[Stack[int]], Optional[Callable[[int], str]])
print(repr(Generic), repr(Protocol), Generic[T], Protocol[T])
class Base(Protocol[T]): pass
print(Base[int], Base.__parameters__)
print(type(Union[int, str]), type(List[int]), type(List))
print(Sequence[int].__origin__, List[int].__args__, Dict[str, int].__parameters__, Dict[str, T].__parameters__)
try:
    class Bad(Union): pass
except TypeError as e: print(e)
class MyList(List[int]): pass
print(MyList.__mro__, MyList([1,2]))
class MyDict(Dict[str, T]): pass
print(MyDict.__parameters__, MyDict[int])
