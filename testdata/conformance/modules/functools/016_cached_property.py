from functools import cached_property

class Data:
    def __init__(self, values):
        self.values = values
        self.computed = 0

    @cached_property
    def total(self):
        "Sum of the values."
        self.computed += 1
        return sum(self.values)

d = Data([1, 2, 3])
print(d.total, d.total, d.computed)
print("total" in d.__dict__, d.__dict__["total"])
d.values.append(4)
print(d.total)
del d.total
print(d.total, d.computed)
d.total = 100
print(d.total)
print(type(Data.total).__name__, Data.total.attrname, Data.total.__doc__)

class Slotted:
    __slots__ = ("x",)
    @cached_property
    def y(self):
        return 1
try:
    Slotted().y
except TypeError as e:
    print("TypeError", e)

unnamed = cached_property(lambda self: 1)
class Later:
    pass
Later.x = unnamed
try:
    Later().x
except TypeError as e:
    print("TypeError", e)
