from typing import Protocol


class Greeter(Protocol):
    def greet(self) -> str:
        ...


print('checking')
isinstance(object(), Greeter)
