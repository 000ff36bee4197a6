class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.name, value)

class Item:
    name = Typed(str)
    qty = Typed(int)
    def __init__(self, name, qty):
        self.name = name
        self.qty = qty

it = Item("bolt", 12)
print(it.name, it.qty, vars(it))
try:
    it.qty = "many"
except TypeError as e:
    print("TypeError:", e)
print(type(Item.qty).__name__, Item.qty.name)
