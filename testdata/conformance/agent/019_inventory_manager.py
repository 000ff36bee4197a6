class Inventory:
    def __init__(self):
        self.stock = {}
        self.history = []
    def add(self, item, qty):
        self.stock[item] = self.stock.get(item, 0) + qty
        self.history.append(("add", item, qty))
    def remove(self, item, qty):
        have = self.stock.get(item, 0)
        if qty > have:
            self.history.append(("failed", item, qty))
            return False
        self.stock[item] = have - qty
        if self.stock[item] == 0:
            del self.stock[item]
        self.history.append(("remove", item, qty))
        return True
    def low(self, threshold):
        return sorted(k for k, v in self.stock.items() if v < threshold)

inv = Inventory()
for item, qty in [("bolt", 100), ("nut", 40), ("gear", 3), ("bolt", 20)]:
    inv.add(item, qty)
print(inv.stock)
print(inv.remove("gear", 3), inv.remove("nut", 50), inv.remove("bolt", 115))
print(inv.stock, inv.low(10))
kinds = {}
for kind, _, _ in inv.history:
    kinds[kind] = kinds.get(kind, 0) + 1
print(kinds, len(inv.history))
