from dataclasses import dataclass, field, fields
from typing import ClassVar


@dataclass
class Node:
    name: str
    children: 'list[Node]' = field(default_factory=list)
    count: 'ClassVar[int]' = 0
    parent: 'Node | None' = None


n = Node('root', [Node('leaf')])
print(n)
print([(f.name, f.type) for f in fields(Node)])
print(Node.__annotations__)
print(Node.__doc__)
