# Repr's default attributes, dict limits, levels and fillvalue, failing and
# long instance reprs, recursive_repr's wrapper metadata.
import reprlib
r = reprlib.Repr(); print(sorted(vars(r).items()) == sorted(vars(reprlib.Repr()).items()), list(vars(r)))
print(r.repr({i: str(i) * 3 for i in range(10)}), r.repr({}), r.repr({1: {2: {3: {4: {5: {6: {7: 1}}}}}}}), r.repr({'b': 1, 'a': [1, 2]}))
r.maxdict = 2; r.fillvalue = '<>'; print(r.repr({3: 1, 1: 2, 2: 3}), r.repr({'x': {1: 1}}))
class Bad:
    def __repr__(self): raise ValueError('no')
class Long:
    def __repr__(self): return 'L' * 50
print(r.repr(Bad()).split(' at ')[0], r.repr(Long()), reprlib.repr(Long()))
class Node:
    def __init__(self): self.kids = []
    @reprlib.recursive_repr('<loop>')
    def __repr__(self):
        "node repr"
        return 'Node(%r)' % self.kids
n = Node(); n.kids.append(n); print(repr(n), Node.__repr__.__name__, Node.__repr__.__qualname__, Node.__repr__.__doc__, Node.__repr__.__module__)
print({k: v for k, v in Node.__repr__.__annotations__.items()})
