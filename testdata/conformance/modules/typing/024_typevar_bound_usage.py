from typing import TypeVar, Sequence, Hashable, Dict, List

Num = TypeVar('Num', int, float)
H = TypeVar('H', bound=Hashable)


def total(xs: Sequence[Num]) -> Num:
    s = 0
    for x in xs:
        s += x
    return s


def index(items: List[H]) -> Dict[H, int]:
    return {it: i for i, it in enumerate(items)}


print(total([1, 2, 3]), total([1.5, 2.5]))
print(index(['a', 'b', 'a']))
print(H.__bound__, Num.__constraints__)
print(Num | None, list[Num])
print(Sequence[Num][int])
