from typing import (get_origin, get_args, List, Dict, Tuple, Union, Optional, Callable,
                    Literal, Annotated, Generic, TypeVar, ClassVar, Any)
import collections.abc

T = TypeVar('T')
for tp in [List[int], Dict[str, int], Tuple[int, ...], Union[int, str], Optional[int],
           Callable[[int], str], Callable[..., None], Literal['a', 'b'], Annotated[int, 'm'],
           list[int], dict[str, float], int | str, int, Generic, Generic[T], ClassVar[int], List,
           Any, tuple[int, ...]]:
    print(repr(tp), '->', get_origin(tp), get_args(tp))
print(get_origin(Callable[[int], str]) is collections.abc.Callable)
