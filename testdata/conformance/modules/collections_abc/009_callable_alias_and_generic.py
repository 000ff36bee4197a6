from collections.abc import Callable, Iterable, Mapping, Sequence, Iterator

print(Callable[[int, str], bool], Callable[..., None], Callable[[], int])
alias = Callable[[int], str]
print(alias.__origin__ is Callable, alias.__args__, alias == Callable[[int], str])
try:
    Callable[int]
except TypeError as e:
    print('TypeError', e)
try:
    Callable[int, str]
except TypeError as e:
    print('TypeError', e)
print(Iterable[int], Mapping[str, list[int]], Sequence[tuple[int, ...]], Iterator[str].__args__)
print(Mapping[str, int].__origin__ is Mapping, list(Sequence[int].__args__))

def apply(f: Callable[[int], int], xs: Iterable[int]) -> list[int]:
    return [f(x) for x in xs]
print(apply(lambda x: x * 2, range(4)), apply.__annotations__['return'])
