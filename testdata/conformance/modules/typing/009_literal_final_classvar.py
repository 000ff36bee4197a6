from typing import Literal, Final, ClassVar, Annotated, List

Mode = Literal['r', 'w', 'a']
print(Mode, Literal[1, 2, 3], Literal[True], Literal[None], Literal[b'x'])
print(Literal[1, 2] == Literal[2, 1], Literal[1] == Literal[True], Literal[1, 1])
print(Literal[Literal[1, 2], 3])
print(Final[int], ClassVar[List[int]], Final)
print(Annotated[int, 'meta'], Annotated[List[str], 'a', 3])
print(Annotated[Annotated[int, 1], 2])
print(Annotated[int, 'x'].__metadata__, Annotated[int, 'x'].__origin__)
try:
    Annotated[int]
except TypeError as e:
    print('TypeError:', e)
try:
    Literal()
except TypeError as e:
    print('TypeError:', e)
MAX: Final = 10


class Conf:
    limit: ClassVar[int] = 5
    name: Final[str] = 'c'


print(MAX, Conf.limit, Conf.__annotations__)


def open_file(path: str, mode: Mode = 'r') -> str:
    return f'{path}:{mode}'


print(open_file('a'), open_file.__annotations__)
