# Repr's limits as instance attributes, dicts at and past maxlevel, failing
# and long reprs of other objects, and recursive_repr's wrapper.
import reprlib
r = reprlib.Repr()
print(sorted(vars(r).items()) == sorted(vars(reprlib.aRepr).items()), list(vars(r)))
print(r.repr({i: str(i) * 50 for i in range(10)}), r.repr({}), r.repr({1: {2: {3: {4: {5: {6: {7: 8}}}}}}}))
r.maxlevel = 2
print(r.repr({1: {2: {3: 4}}}), r.repr([[[[1]]]]))
class Bad:
    def __repr__(self): raise ValueError
print(r.repr(Bad())[:16], r.repr(object())[:9], r.repr('x' * 100), r.repr(10 ** 80))
class Long:
    def __repr__(self): return 'L' * 50
print(r.repr(Long()))
class Node:
    def __init__(self): self.kids = [self]
    @reprlib.recursive_repr('<loop>')
    def __repr__(self):
        "doc here"
        return f'Node({self.kids})'
print(Node(), Node.__repr__.__name__, Node.__repr__.__qualname__, Node.__repr__.__doc__, Node.__repr__.__module__, hasattr(Node.__repr__, '__wrapped__'))
print(reprlib.repr(set(range(20))), reprlib.repr({'b': 1, 'a': 2, 3: 4}))
