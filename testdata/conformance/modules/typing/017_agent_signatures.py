from typing import Any, Dict, List, Optional, Tuple, Union, Callable, Iterable, TypeVar

T = TypeVar('T')
JSON = Union[Dict[str, Any], List[Any], str, int, float, bool, None]


def chunk(items: Iterable[T], size: int) -> List[List[T]]:
    out: List[List[T]] = []
    cur: List[T] = []
    for it in items:
        cur.append(it)
        if len(cur) == size:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def parse(line: str) -> Optional[Tuple[str, int]]:
    if ':' not in line:
        return None
    k, v = line.split(':', 1)
    return k.strip(), int(v)


def apply(fn: Callable[[int], int], xs: List[int]) -> List[int]:
    return [fn(x) for x in xs]


print(chunk(range(7), 3))
print(parse('a: 3'), parse('nothing'))
print(apply(lambda x: x * x, [1, 2, 3]))
print(JSON)
print(chunk.__annotations__)
print(parse.__annotations__['return'])
tools: Dict[str, Callable[..., Any]] = {'len': len, 'sum': sum}
print(sorted(tools), tools['sum']([1, 2]))
