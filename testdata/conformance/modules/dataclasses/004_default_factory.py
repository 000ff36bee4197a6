from dataclasses import dataclass, field


@dataclass
class Inventory:
    owner: str
    items: list = field(default_factory=list)
    counts: dict = field(default_factory=dict)
    tags: set = field(default_factory=set)


a = Inventory('a')
b = Inventory('b')
a.items.append('sword')
a.counts['gold'] = 5
print(a)
print(b)
print(a.items is b.items)
c = Inventory('c', ['x'], {'k': 1})
print(c)
counter = [0]


def next_id():
    counter[0] += 1
    return counter[0]


@dataclass
class Ticket:
    id: int = field(default_factory=next_id)
    title: str = 'untitled'


print(Ticket(), Ticket(), Ticket(id=100), Ticket())
print(Inventory.__init__.__defaults__)
