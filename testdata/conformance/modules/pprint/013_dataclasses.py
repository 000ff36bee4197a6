import pprint
from dataclasses import dataclass, field
@dataclass
class Point:
    x: int
    y: int
@dataclass
class Shape:
    name: str
    points: list
    meta: dict = field(default_factory=dict)
    hidden: int = field(default=0, repr=False)
s = Shape('polygon-with-a-long-name', [Point(i, i * i) for i in range(6)], {'color': 'red', 'layer': 3})
pprint.pprint(s)
pprint.pprint(s, width=40)
pprint.pprint([Point(1, 2)])
@dataclass
class Custom:
    a: list
    def __repr__(self):
        return 'Custom!'
pprint.pprint(Custom(list(range(100))))
@dataclass(repr=False)
class NoRepr:
    a: int
print(pprint.pformat(NoRepr(1))[:9])
