class Inventory:
    def __init__(self):
        self._items = {}
    def __setitem__(self, key, qty):
        self._items[key] = qty
    def __getitem__(self, key):
        return self._items.get(key, 0)
    def __delitem__(self, key):
        del self._items[key]
    def __contains__(self, key):
        return self._items.get(key, 0) > 0
    def __len__(self):
        return sum(self._items.values())
    def __iter__(self):
        return iter(sorted(self._items))

inv = Inventory()
inv["apple"] = 3
inv["pear"] = 0
inv["fig"] = 2
print(len(inv), inv["apple"], inv["kiwi"], "pear" in inv, "fig" in inv)
print(list(inv), [(k, inv[k]) for k in inv])
del inv["apple"]
print(len(inv), list(inv), bool(inv))
try:
    del inv["apple"]
except KeyError as e:
    print("KeyError:", e)
