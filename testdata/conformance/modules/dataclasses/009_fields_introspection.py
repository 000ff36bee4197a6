from dataclasses import dataclass, field, fields, is_dataclass, MISSING, Field
from typing import ClassVar


@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list, metadata={'unit': 'none'})
    secret: str = field(default='', repr=False, compare=False)
    count: ClassVar[int] = 0


for f in fields(Item):
    print(f.name, f.type, f.default is MISSING, f.default_factory is MISSING, f.repr, f.compare, f.init, dict(f.metadata))
print([f.name for f in fields(Item('x'))])
print(list(Item.__dataclass_fields__))
print(Item.__dataclass_fields__['count']._field_type)
print(Item.__dataclass_params__)
print(isinstance(fields(Item)[0], Field))
print(is_dataclass(Item), is_dataclass(Item('a')), is_dataclass(int), is_dataclass('x'))
print(Item('pen', 1.5, secret='s'))
try:
    fields(3)
except TypeError as e:
    print('TypeError:', e)
try:
    fields(int)
except TypeError as e:
    print('TypeError:', e)
print(fields(Item)[2].metadata['unit'])
print(Item.count, Item.price)
