from collections.abc import Mapping, MutableMapping, KeysView, ItemsView, ValuesView

class Frozen(Mapping):
    def __init__(self, **kw):
        self._d = dict(kw)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

f = Frozen(a=1, b=2)
print(f['a'], f.get('z'), f.get('z', 0), 'a' in f, 'z' in f, len(f), list(f))
print(list(f.keys()), list(f.values()), list(f.items()))
print(type(f.keys()).__name__, type(f.items()).__name__, isinstance(f.values(), ValuesView))
print(f == {'a': 1, 'b': 2}, f == Frozen(b=2, a=1), f != {'a': 1}, f == [1])
print(f.keys() & {'a', 'q'}, f.keys() | {'c'} == {'a', 'b', 'c'}, ('a', 1) in f.items(), 2 in f.values())
print(sorted(f.keys() - {'a'}), f.items() == {('a', 1), ('b', 2)}, f.keys() <= {'a', 'b', 'c'})
print(dict(f), reversed.__name__, Mapping.__reversed__)

class Store(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k]
    def __setitem__(self, k, v):
        self._d[k] = v
    def __delitem__(self, k):
        del self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

s = Store()
s['x'] = 1
s.update({'y': 2}, z=3)
s.update([('w', 0)])
print(dict(s), s.pop('y'), s.pop('nope', None), s.setdefault('x', 9), s.setdefault('n', 5), dict(s))
print(s.popitem(), dict(s))
try:
    s.pop('nope')
except KeyError as e:
    print('KeyError', e)
s.clear()
print(dict(s), len(s))
try:
    s.popitem()
except KeyError as e:
    print('KeyError', repr(e))
