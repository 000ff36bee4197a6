from dataclasses import dataclass, field, asdict, astuple, replace

@dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    tags: list = field(default_factory=list)

    @property
    def total(self):
        return self.price * self.qty

a = Item("pen", 1.5, 4)
b = Item("book", 12.0, tags=["paper"])
print(a, b)
print(a.total, b.total, a == Item("pen", 1.5, 4), a == b)
print(asdict(b), astuple(a))
print(replace(a, qty=10))
a.tags.append("office")
print(a.tags, b.tags, Item("x", 0).tags)
