from functools import partialmethod, partial

class Cell:
    def __init__(self):
        self.alive = False
    def set_state(self, state, note=""):
        self.alive = state
        return f"{state}{note}"
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, note="!")

c = Cell()
print(c.set_alive(), c.alive)
print(c.set_dead(), c.alive)
print(c.set_alive(note="?"))
print(repr(Cell.__dict__["set_dead"]).startswith("functools.partialmethod(<function Cell.set_state at"))
print(repr(partialmethod(print, 1, a=2)))
print(repr(partialmethod(print)))

class Calc:
    @classmethod
    def scaled(cls, factor, x):
        return f"{cls.__name__}:{factor * x}"
    triple = partialmethod(scaled, 3)
    twice = partialmethod(partialmethod(lambda self, a, b: (a, b), 2), 2)
print(Calc.triple(5), Calc().triple(2))
print(Calc().twice())

try:
    partialmethod(5)
except TypeError as e:
    print("TypeError", e)
pm = partialmethod(Cell.set_state, True, note="x")
print(pm.args, pm.keywords, pm.func is Cell.set_state)
