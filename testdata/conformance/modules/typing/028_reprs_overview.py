import typing
from typing import *
print(List[int], Optional[int], Union[int, str], Dict[str, Tuple[int, ...]], Callable[[int, str], bool], Callable[..., int])
print(Optional[Union[int, str]], Union[int], Union[int, None], Union[None, int], Literal['a', 1], Any, Type[int], Set, List)
T = TypeVar('T'); print(T, TypeVar('U', bound=int), TypeVar('V', int, str), TypeVar('C', covariant=True))
class Stack(Generic[T]): pass
print(Stack[int], Stack.__parameters__, Stack[int].__origin__, get_origin(List[int]), get_args(Dict[str, int]))
print(Final[int], ClassVar[int], Annotated[int, 'x'], Iterable[int], Iterator[str], Generator[int, None, None], Sequence[int], Mapping[str, int])
print(int | None, list[int], Optional[list[int]], List[int] == List[int], List[int] == list[int])
print(tuple[int, ...], Tuple[()], Tuple[int, str], FrozenSet[int], Deque[int], DefaultDict[str, int], Counter[str])
print(Awaitable[int], Coroutine[Any, Any, int], AsyncIterator[int], Self, LiteralString, Never, NoReturn, TypeAlias)
P = ParamSpec('P'); print(P, Callable[P, int], Concatenate[int, P])
print(Union[int, str] == Union[str, int], hash(Union[int, str]) == hash(Union[str, int]), Union[int, int, str])
print(List['Foo'], Optional['Foo'], ForwardRef('X'))
print(repr(Text), AnyStr, SupportsInt, Hashable, Sized, Protocol)
