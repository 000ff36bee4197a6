from typing import TypeVar, Generic, List, Optional

T = TypeVar('T')
K = TypeVar('K')
V = TypeVar('V')
N = TypeVar('N', int, float)
B = TypeVar('B', bound=str)
Co = TypeVar('Co', covariant=True)
Contra = TypeVar('Contra', contravariant=True)
print(T, N, B, Co, Contra)
print(T.__name__, N.__constraints__, B.__bound__, Co.__covariant__, T.__bound__)


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()

    def peek(self) -> Optional[T]:
        return self.items[-1] if self.items else None


s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), s.peek(), s.items)
print(Stack[int], Stack[str], Stack.__parameters__)
print(Stack[int] == Stack[int], Stack[int] == Stack[str])
print(Stack[int].__origin__, Stack[int].__args__)
print(type(s).__name__, s.__orig_class__)


class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k, self.v = k, v


p = Pair('a', 1)
print(p.k, p.v, Pair[str, int], Pair[str, V], Pair[str, V][float])
try:
    Pair[int]
except TypeError as e:
    print('TypeError:', e)
try:
    TypeVar('X', int)
except TypeError as e:
    print('TypeError:', e)
try:
    TypeVar('X', int, str, bound=int)
except TypeError as e:
    print('TypeError:', e)
