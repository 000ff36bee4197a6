from typing import Self, ClassVar, Optional, List


class Builder:
    count: ClassVar[int] = 0

    def __init__(self) -> None:
        self.parts: List[str] = []

    def add(self, part: str) -> Self:
        self.parts.append(part)
        return self

    def build(self) -> str:
        return '-'.join(self.parts)


print(Builder().add('a').add('b').build())
print(Builder.add.__annotations__)


class LinkedNode:
    def __init__(self, value: int, nxt: Optional['LinkedNode'] = None) -> None:
        self.value = value
        self.nxt = nxt

    def walk(self) -> List[int]:
        node: Optional[LinkedNode] = self
        out = []
        while node is not None:
            out.append(node.value)
            node = node.nxt
        return out


print(LinkedNode(1, LinkedNode(2, LinkedNode(3))).walk())
print(LinkedNode.__init__.__annotations__)
