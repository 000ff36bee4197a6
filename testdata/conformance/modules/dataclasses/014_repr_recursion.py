from dataclasses import dataclass, field


@dataclass
class Node:
    value: int
    next: 'Node' = None
    children: list = field(default_factory=list)


a = Node(1)
b = Node(2, a)
a.next = b
print(a)
a.children.append(a)
print(a)
c = Node(3)
c.children = [c, c]
print(c)


@dataclass
class Hidden:
    visible: int
    hidden: int = field(repr=False, default=0)


print(Hidden(1, 2))


@dataclass
class Custom:
    a: int

    def __repr__(self):
        return 'Custom<%d>' % self.a


print(Custom(5), [Custom(1)])


@dataclass
class Empty:
    pass


print(Empty(), Empty() == Empty())


@dataclass
class Strs:
    s: str
    f: float
    n: object = None


print(Strs('it\'s', 1.0), Strs('a"b', float('inf'), [1, 'x']))
