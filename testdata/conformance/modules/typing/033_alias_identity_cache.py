from typing import *
T=TypeVar("T")
class S(Generic[T]): pass
print(List[int] is List[int], Union[int,str] is Union[int,str], S[int] is S[int], Literal[1] is Literal[True], Callable[[int],str] is Callable[[int],str], Dict[str,T][int] is Dict[str,T][int], Optional[int] is Optional[int], Tuple[int,...] is Tuple[int, ...])
