# Literal/Union deduplication (unhashable members), ForwardRef, TypeVar and
# alias reprs, Callable/Tuple forms, Generic parameters and their errors,
# Annotated flattening and ParamSpec arguments.
import typing
from typing import *

print(Literal[1, True, 1, 'a', Literal[2, 1]], Literal[1, 2] == Literal[2, 1], Literal[1] == Literal[True], hash(Literal[1, 2]) == hash(Literal[2, 1]))
print(Literal[[1], [1]], Literal[(1, 2)])
try:
    print(Union[int, [1]])
except TypeError as e:
    print(type(e).__name__, e)
print(Union[int, str, int], Union[int, Union[str, float]], Union[int, None], Optional[Union[int, str]], Union[int])
print(ForwardRef('x'), ForwardRef('x', module='m'), ForwardRef('int')._evaluate(None, None, frozenset()), ForwardRef('q')._evaluate({'q': int}, None, frozenset()), ForwardRef('q')._evaluate(None, {'q': str}, frozenset()))
T = TypeVar('T'); K = TypeVar('K', covariant=True); C = TypeVar('C', contravariant=True)
print(T, K, C, List[T], Dict[str, T][int], Callable[[int, str], T], Callable[..., int], Callable[[], None], Callable[T, int] if False else 0)
print(Tuple[int, ...], Tuple[int, str], Tuple[()], Tuple[int])
try:
    Callable[int]
except TypeError as e:
    print(type(e).__name__, e)
print(list[int], List, typing.List.__doc__, typing.Deque.__doc__, typing.Iterable.__doc__)
print(issubclass(list, List), issubclass(List, Sequence) if False else 0, isinstance([], List), issubclass(dict, Mapping))
try:
    issubclass(List[int], List)
except TypeError as e:
    print(type(e).__name__, e)
class Box(Generic[T]):
    pass
print(Box[int], Box.__parameters__, Box[int]().__orig_class__, Box[int].__name__, Box[int].__qualname__)
class Both(Box[T], Generic[T]): pass
class Two(Dict[K, T]): pass
print(Both.__parameters__, Two.__parameters__, Both.__mro__[1:3], Two.__mro__[1:])
for mk in [lambda: type('X', (Generic,), {}), lambda: Generic[int], lambda: Generic[T, T],
           lambda: exec('class Z(Box[T], Generic[K]): pass'), lambda: exec('class Z(Generic[T], Generic[K]): pass')]:
    try:
        mk()
    except TypeError as e:
        print(type(e).__name__, e)
print(Annotated[Annotated[int, 'a'], 'b'], Annotated[int, 1].__metadata__, get_origin(Annotated[int, 1]), get_args(Annotated[int, 1, 2]))
P = ParamSpec('P')
print(Concatenate[int, P], Callable[Concatenate[int, P], str], Callable[Concatenate[int, P], str][[bytes], ] if False else 0)
class G(Generic[P]): pass
print(G[int, str], G[[int]], G[...])
