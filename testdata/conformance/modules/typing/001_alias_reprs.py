from typing import (List, Dict, Set, FrozenSet, Tuple, Type, Optional, Union, Any, Callable,
                    Iterable, Iterator, Generator, Sequence, Mapping, MutableMapping, Awaitable,
                    Coroutine, AsyncIterator, Deque, DefaultDict, Counter, OrderedDict, ChainMap)

print(List, Dict, Set, FrozenSet, Tuple, Type, Callable)
print(List[int], Dict[str, int], Set[str], FrozenSet[int], Type[int])
print(Tuple[int, str], Tuple[int, ...], Tuple[()])
print(Dict[str, Tuple[int, ...]], List[Dict[str, Any]])
print(Optional[int], Optional[List[str]], Union[int, str], Union[int, str, None])
print(Callable[[int, str], bool], Callable[..., int], Callable[[], None])
print(Iterable[int], Iterator[str], Generator[int, None, None], Sequence[float])
print(Mapping[str, int], MutableMapping[str, List[int]])
print(Awaitable[int], Coroutine[Any, Any, int], AsyncIterator[bytes])
print(Deque[int], DefaultDict[str, list], Counter[str], OrderedDict[str, int], ChainMap[str, int])
print(Any, repr(Any))
print(List[list[int]], Optional[dict[str, int]])
