import operator
from functools import reduce

orders = [
    {"id": 1, "customer": "acme", "items": [("bolt", 3, 0.25), ("nut", 10, 0.1)]},
    {"id": 2, "customer": "zeta", "items": [("gear", 1, 12.5)]},
    {"id": 3, "customer": "acme", "items": []},
]
line_total = lambda item: operator.mul(*item[1:])
totals = {o["id"]: round(sum(map(line_total, o["items"])), 2) for o in orders}
print(totals)
by_total = sorted(orders, key=lambda o: totals[o["id"]], reverse=True)
print(list(map(operator.itemgetter("id"), by_total)))
print(reduce(operator.add, (o["items"] for o in orders), []))
print(sorted({o["customer"] for o in orders}))
nonempty = list(filter(operator.itemgetter("items"), orders))
print(len(nonempty), operator.countOf([o["customer"] for o in orders], "acme"))
print(operator.indexOf([o["customer"] for o in orders], "zeta"))
flags = [operator.truth(o["items"]) for o in orders]
print(flags, operator.not_(all(flags)))
fields = operator.itemgetter("id", "customer")
print([fields(o) for o in orders])
