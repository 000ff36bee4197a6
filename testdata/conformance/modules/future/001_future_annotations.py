from __future__ import annotations

import __future__
from dataclasses import dataclass


@dataclass
class Node:
    value: int
    next: Node | None = None


def total(n: Node | None) -> int:
    return 0 if n is None else n.value + total(n.next)


chain = Node(1, Node(2, Node(3)))
print(total(chain))
print(Node.__annotations__)
print(total.__annotations__)
print(__future__.annotations, __future__.annotations.getMandatoryRelease())
print(__future__.all_feature_names)
print(__future__.division.compiler_flag, annotations.compiler_flag)
