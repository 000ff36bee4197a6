from typing import *
import typing
T = TypeVar('T')
Ts = TypeVarTuple('Ts')
print(Ts, Unpack[Ts], Tuple[Unpack[Ts]], *Ts)
print(List[T][int], Dict[str, List[T]][int], Optional[T][str], Union[T, int][str], Callable[[T], T][int])
print(List[T].__parameters__, Union[T, int].__parameters__)
class Node(Generic[T]):
    def __init__(self, v: T, nxt: 'Optional[Node[T]]' = None): self.v = v
print(get_type_hints(Node.__init__))
print(Node[int](1).v)
print(typing.List is List, typing.Optional)
print(Generic.__class_getitem__)
print(str(List[int]), f"{Dict[str, int]}")
print(Type[Any], Type[Union[int, str]])
print(Sequence[int] == Sequence[int], {List[int]: 1}[List[int]])
print(List[int] == List[str], List == List, List[int] != list[int])
print(Iterable[T][int], Mapping[T, T][str])
class MyIt(Iterable[T]):
    def __iter__(self): return iter([])
print(MyIt.__parameters__, MyIt[int], MyIt.__mro__)
print(issubclass(MyIt, Iterable), isinstance(MyIt(), Iterable))
print(Optional[int].__origin__, List[int].__origin__, Callable[[int], int].__origin__)
print(Annotated[int, 'x'] == Annotated[int, 'x'], hash(Literal[1]) == hash(Literal[1]))
print(Literal['a'].__args__, Literal[1, 'a'].__args__)
print(repr(Union[int, List[int]]), Union[List[int], List[str]])
x: List[int] = []
print(__annotations__)
def f(*args: int, **kwargs: str) -> None: ...
print(get_type_hints(f))
print(Tuple[int, str].__args__, Tuple[int, ...].__args__, Tuple[()].__args__)
print(AnyStr.__constraints__, NoReturn.__class__.__name__ if hasattr(NoReturn, '__class__') else '')
print(ClassVar[int].__args__, Final[int].__origin__)
print(List.__args__ if hasattr(List, '__args__') else 'noargs', List._nparams if hasattr(List, '_nparams') else '')
print(type(Protocol), type(Generic), type(NamedTuple), type(TypedDict))
print(Callable[[int], str].__args__, Callable[[], str].__args__)
print(typing.Hashable, typing.Sized, typing.Reversible, typing.Collection[int], typing.AbstractSet[int], typing.MutableSet[int], typing.KeysView[str], typing.ItemsView[str, int], typing.AsyncGenerator[int, None])
