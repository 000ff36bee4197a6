from dataclasses import dataclass, field, asdict, astuple
from collections import namedtuple
import json

Pt = namedtuple('Pt', 'x y')


@dataclass
class Address:
    city: str
    zip: str


@dataclass
class Person:
    name: str
    address: Address
    phones: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
    loc: tuple = (0, 0)


p = Person('Ann', Address('Paris', '75001'), ['1', '2'], {'k': Address('Rome', '00100')}, Pt(1, 2))
d = asdict(p)
print(d)
print(type(d['loc']).__name__, d['loc'])
print(astuple(p))
print(json.dumps(asdict(p), sort_keys=True))
d['phones'].append('3')
print(p.phones)
print(asdict(Address('a', 'b'), dict_factory=lambda kv: sorted(kv)))
print(astuple(Address('a', 'b'), tuple_factory=list))
try:
    asdict(Address)
except TypeError as e:
    print('TypeError:', e)
try:
    astuple({'a': 1})
except TypeError as e:
    print('TypeError:', e)


@dataclass
class Tree:
    value: int
    children: list = field(default_factory=list)


t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(asdict(t))
