# Mixin methods of the container ABCs on minimal subclasses: set algebra and
# hashing, the mutable set/mapping/sequence helpers with their errors, the
# structural subclass hooks, Callable[...] and the default throw/close.
from collections.abc import *
import collections.abc as cabc

class S(Set):
    def __init__(self, it=()): self.d = list(dict.fromkeys(it))
    def __contains__(self, x): return x in self.d
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
    def __repr__(self): return f'S({self.d})'
class MS(S, MutableSet):
    def add(self, x):
        if x not in self.d: self.d.append(x)
    def discard(self, x):
        if x in self.d: self.d.remove(x)
a, b = S([1, 2, 3]), S([3, 4])
print(a | b, a & b, a - b, b - a, a ^ b, a | [9], [9, 1] - a if False else a.__rsub__([9, 1]), a.__sub__(5), a.__xor__([1, 7]))
print(a <= b, S([3]) <= b, a < S([1, 2, 3, 4]), a >= S([1]), a > a, a == S([3, 2, 1]), a.isdisjoint([7, 8]), a.isdisjoint([2]))
print(a._hash() == frozenset([1, 2, 3]).__hash__(), S()._hash() == hash(frozenset()), S(['x', 'y'])._hash() == hash(frozenset('xy')))
m = MS([1, 2, 3, 4])
m |= [5]; print(m)
m &= [1, 2, 5, 8]; print(m)
m ^= [2, 9]; print(m)
m ^= m; print(m)
m = MS([1, 2, 3]); m -= [1]; print(m); m -= m; print(m)
m = MS([5, 6]); print(m.pop(), m); m.remove(6); print(m)
for op in (m.pop, lambda: m.remove(1)):
    try: op()
    except KeyError as e: print('KeyError', repr(e), e.__suppress_context__)
m = MS([1, 2]); m.clear(); print(m)

class M(MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
m = M()
m.update({'a': 1}, b=2); m.update([('c', 3)]); 
class K:
    def keys(self): return ['z']
    def __getitem__(self, k): return k * 2
m.update(K())
print(m.d, m.get('a'), m.get('q'), m.get('q', 0), 'a' in m, 'q' in m, m.setdefault('a', 9), m.setdefault('n', 7))
print(m.pop('a'), m.pop('q', 'dflt'), m.popitem(), m.d)
try: m.pop('q')
except KeyError as e: print('KeyError', e)
print(list(m.keys()), list(m.items()), list(m.values()), ('b', 2) in m.items(), ('b', 3) in m.items(), ('zz', 1) in m.items(), 2 in m.values(), 99 in m.values())
print(sorted(m.keys() | {'x'}), m.items() & {('b', 2)}, repr(m.keys())[:9], m == {'b': 2, 'c': 3, 'z': 'zz', 'n': 7}, m != {})
m.clear(); print(m.d)
try: m.popitem()
except KeyError as e: print('KeyError', repr(e), e.__suppress_context__)

class Sq(MutableSequence):
    def __init__(self, *a): self.l = list(a)
    def __getitem__(self, i): return self.l[i]
    def __setitem__(self, i, v): self.l[i] = v
    def __delitem__(self, i): del self.l[i]
    def __len__(self): return len(self.l)
    def insert(self, i, v): self.l.insert(i, v)
s = Sq(1, 2, 3, 2)
print(list(s), 2 in s, 7 in s, list(reversed(s)), s.index(2), s.index(2, 2), s.index(2, -2), s.count(2))
found = []
for args in [(2, 0, 2), (2, -1, -1), (9,), (1, -100, -100), (2, 1, -1)]:
    try: found.append(s.index(*args))
    except ValueError as e: found.append(repr(e))
print(found)
s.append(4); s.extend([5]); s.extend(s); s.reverse(); print(s.l, s.pop(), s.pop(0)); s.remove(1); s += [8]; print(s.l)
s.clear(); print(s.l)
print(issubclass(int, Hashable), issubclass(list, Hashable), issubclass(dict, Iterable), issubclass(S, Collection), issubclass(str, Reversible))
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
class NoIt(It):
    __iter__ = None
print(isinstance(It(), Iterator), isinstance(NoIt(), Iterable), isinstance(It(), Generator), issubclass(type(len), Callable))
print(Hashable.__subclasshook__(int), Iterator.__subclasshook__(int), Iterable.__subclasshook__(list), Sized.__subclasshook__(list), Collection.__subclasshook__(list))
print(Callable[[int, str], float], Callable[..., int], Callable[[], None])
for bad in [lambda: Callable[int], lambda: Callable[int, str]]:
    try: bad()
    except TypeError as e: print('TypeError', e)

class G(Generator):
    def send(self, v): raise StopIteration
    def throw(self, t, v=None, tb=None): return super().throw(t, v, tb)
g = G()
for args in [(ValueError,), (ValueError, ValueError('x'))]:
    try: g.throw(*args)
    except ValueError as e: print('ValueError', repr(e))
g.close(); print(next(iter([1])))
class G2(G):
    def throw(self, *a): return 1
try: G2().close()
except RuntimeError as e: print('RuntimeError', e)
class C(Coroutine):
    def send(self, v): pass
    def throw(self, *a): return 1
    def __await__(self): return iter([])
try: C().close()
except RuntimeError as e: print('RuntimeError', e)
print(cabc.Hashable.__subclasshook__.__qualname__)
