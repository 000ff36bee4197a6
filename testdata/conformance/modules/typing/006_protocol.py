from typing import Protocol, runtime_checkable, List


class Drawable(Protocol):
    def draw(self) -> str:
        ...


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None:
        ...


@runtime_checkable
class Named(Protocol):
    name: str


class Circle:
    def draw(self) -> str:
        return 'circle'


class File:
    name = 'f.txt'

    def close(self):
        return None


def render(items: List[Drawable]) -> List[str]:
    return [i.draw() for i in items]


print(render([Circle()]))
print(isinstance(File(), Closable), isinstance(Circle(), Closable), isinstance(File(), Named))
print(issubclass(File, Closable), issubclass(int, Closable))
try:
    isinstance(Circle(), Drawable)
except TypeError as e:
    print('TypeError:', e)
try:
    Drawable()
except TypeError as e:
    print('TypeError:', e)
try:
    issubclass(File, Named)
except TypeError as e:
    print('TypeError:', e)
try:
    @runtime_checkable
    class NotProto:
        pass
except TypeError as e:
    print('TypeError:', e)


class Square(Drawable):
    def draw(self):
        return 'square'


print(Square().draw())
print(Drawable._is_protocol, Square._is_protocol, Closable._is_runtime_protocol)
