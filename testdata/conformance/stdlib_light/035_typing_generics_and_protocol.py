from typing import TypeVar, Generic, Protocol, Callable, Union, Any

T = TypeVar("T")

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()

class Greets(Protocol):
    def greet(self) -> str: ...

class En:
    def greet(self) -> str:
        return "hello"

def use(g: Greets) -> str:
    return g.greet()

s: Stack[int] = Stack()
s.push(1)
s.push(2)
print(s.pop(), s.items, use(En()))
print(Union[int, str], Union[int, None], Union[int, int])
def apply(f: Callable[[int], int], x: Any) -> int:
    return f(x)
print(apply(lambda v: v + 1, 41), Stack[int])
