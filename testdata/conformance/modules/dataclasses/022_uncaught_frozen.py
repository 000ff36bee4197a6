from dataclasses import dataclass


@dataclass(frozen=True)
class Cfg:
    name: str


c = Cfg('x')
print(c)
c.name = 'y'
