def init(self, value):
    self.value = value

Box = type("Box", (), {"__init__": init, "kind": "box", "double": lambda self: self.value * 2})
b = Box(21)
print(b.value, b.double(), b.kind, type(b).__name__, Box.__name__)
Crate = type("Crate", (Box,), {"kind": "crate"})
c = Crate(5)
print(c.kind, c.double(), Crate.__bases__[0].__name__, isinstance(c, Box))
print(type(Box), type(type))
