import itertools
from itertools import count, repeat, chain, islice, product, cycle, groupby

class MyCount(count):
    pass

m = MyCount(3)
print(m, next(m), type(m).__name__, isinstance(m, count), m)

class Evens(count):
    def __new__(cls, start=0):
        return super().__new__(cls, start, 2)
    def __repr__(self):
        return "Evens!"

e = Evens(4)
print(e, list(islice(e, 3)))

class R(repeat):
    pass

print(R("x", 2), list(R("x", 2)))

class Flat(chain):
    def peek(self):
        return "peek"

f = Flat.from_iterable([[1], [2, 3]])
print(type(f).__name__, f.peek(), list(f))

class P(product):
    pass

print(type(P("ab")).__name__, list(P("ab", repeat=1)))

class LoggedCycle(cycle):
    def __next__(self):
        v = super().__next__()
        return v * 2

print(list(islice(LoggedCycle([1, 2]), 5)))

class G(groupby):
    pass

print([(k, list(g)) for k, g in G("aab")])
for name in ["_tee", "_grouper"]:
    try:
        type("X", (getattr(itertools, name),), {})
    except TypeError as e:
        print(e)
class WithInit(cycle):
    def __init__(self, iterable, tag=None):
        self.tag = tag

w = WithInit("ab", tag="t")
print(w.tag, next(w))
