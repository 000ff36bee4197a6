from dataclasses import dataclass, fields, asdict, astuple, replace, make_dataclass, field
from enum import Enum, Flag, IntFlag, auto, unique
from typing import *
tests = [
    lambda: dataclass(1),
    lambda: fields(None),
    lambda: asdict(None),
    lambda: replace(None),
    lambda: make_dataclass('X', 5),
    lambda: Enum('X', 5),
    lambda: Enum('X', [1, 2]),
    lambda: unique(int),
    lambda: Union[1, 2],
    lambda: Optional[()],
    lambda: List[()],
    lambda: Dict[int],
    lambda: Callable[[1], 2],
    lambda: Literal[[1]],
    lambda: Tuple[1, 2],
    lambda: Generic[1],
    lambda: TypeVar('T', covariant=True, contravariant=True),
    lambda: NewType('X', int)(5, 6),
    lambda: cast(),
    lambda: get_type_hints(None),
    lambda: get_args(None),
    lambda: get_origin(None),
    lambda: ClassVar[int, str],
    lambda: Final[()],
    lambda: Annotated[()],
    lambda: field(1),
    lambda: NamedTuple('X', [('a', int)], b=int),
    lambda: TypedDict('X', {'a': int}, b=int),
    lambda: Protocol[1],
    lambda: Type[1, 2],
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, 'ok', r)
    except Exception as e:
        print(i, type(e).__name__, e)
