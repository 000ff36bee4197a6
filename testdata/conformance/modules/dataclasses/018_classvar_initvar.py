from dataclasses import dataclass, field, fields, InitVar
from typing import ClassVar, List
import dataclasses


@dataclass
class Counter:
    total: ClassVar[int] = 0
    registry: ClassVar[List[str]] = []
    name: str = 'c'

    def __post_init__(self):
        Counter.total += 1
        Counter.registry.append(self.name)


Counter('a')
Counter('b')
print(Counter.total, Counter.registry, [f.name for f in fields(Counter)])
print(Counter())
print(InitVar[int], InitVar[str], repr(InitVar[List[int]]))
print(type(InitVar[int]), InitVar[int].type)


@dataclass
class Conn:
    host: str
    port: InitVar[int] = 80
    url: str = field(init=False)

    def __post_init__(self, port):
        self.url = f'{self.host}:{port}'


print(Conn('h'), Conn('h', 8080), [f.name for f in fields(Conn)])
print(sorted(Conn.__dataclass_fields__))
try:
    @dataclass
    class Bad:
        x: ClassVar[list] = field(default_factory=list)
except TypeError as e:
    print('TypeError:', e)
print(Conn.__init__.__annotations__)
