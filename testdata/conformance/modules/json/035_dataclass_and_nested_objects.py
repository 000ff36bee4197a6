import json
from dataclasses import dataclass, field, asdict

@dataclass
class Item:
    name: str
    qty: int = 1
    tags: list = field(default_factory=list)

@dataclass
class Order:
    id: int
    items: list
    note: str = None

order = Order(7, [Item("apple", 3, ["fruit"]), Item("pen")])
print(json.dumps(asdict(order)))
print(json.dumps(order, default=asdict, sort_keys=True))
print(json.dumps(order, default=lambda o: o.__dict__))
back = json.loads(json.dumps(asdict(order)))
rebuilt = Order(back["id"], [Item(**i) for i in back["items"]], back["note"])
print(rebuilt == order, rebuilt)
