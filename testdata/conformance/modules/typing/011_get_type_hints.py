from typing import get_type_hints, List, Optional, Dict, ClassVar, Annotated


def f(a: int, b: 'str', c: Optional[List[int]] = None) -> Dict[str, int]:
    return {}


print(get_type_hints(f))


def g(x, y=1):
    pass


print(get_type_hints(g))


class Node:
    value: int
    children: 'List[Node]'
    parent: Optional['Node'] = None
    count: ClassVar[int] = 0


print(get_type_hints(Node))


class Child(Node):
    label: str


print(list(get_type_hints(Child)))


def h(x: Annotated[int, 'positive']) -> None:
    pass


print(get_type_hints(h))
print(get_type_hints(h, include_extras=True))
print(f.__annotations__)
