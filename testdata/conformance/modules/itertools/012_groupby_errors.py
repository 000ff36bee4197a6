from itertools import groupby

for call in [lambda: groupby(), lambda: groupby(5), lambda: groupby([1], len, 3),
             lambda: groupby([1], keyfunc=len), lambda: list(groupby([1], 5)),
             lambda: list(groupby([1, "a"], key=lambda x: x + 1))]:
    try:
        call()
    except TypeError as e:
        print(e)

class Weird:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        raise ValueError("no compare")

g = groupby([Weird(1), Weird(2)])
k, grp = next(g)
print(type(k).__name__)
try:
    next(g)
except ValueError as e:
    print("ValueError:", e)

def bad():
    yield 1
    yield 1
    raise RuntimeError("source failed")

g = groupby(bad())
k, grp = next(g)
try:
    print(list(grp))
except RuntimeError as e:
    print("RuntimeError:", e)
