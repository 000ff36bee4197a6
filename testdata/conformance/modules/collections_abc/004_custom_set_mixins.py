from collections.abc import Set, MutableSet

class ListSet(Set):
    def __init__(self, it=()):
        self._items = []
        for x in it:
            if x not in self._items:
                self._items.append(x)
    def __contains__(self, x):
        return x in self._items
    def __iter__(self):
        return iter(self._items)
    def __len__(self):
        return len(self._items)
    def __repr__(self):
        return f'ListSet({self._items})'

a, b = ListSet([1, 2, 3]), ListSet([3, 4])
print(a & b, a | b, a - b, b - a, a ^ b, a.isdisjoint(b), a.isdisjoint([9]))
print(a <= ListSet([1, 2, 3, 4]), a < a, a == ListSet([3, 2, 1]), a >= ListSet([1]), a > ListSet([1]))
print(a == {1, 2, 3}, {1, 2, 3} == a, a & [2, 3], a | [5], [5] | a if False else 'skip')
print(a - [1], a ^ [1, 9], a._hash() == ListSet([3, 1, 2])._hash())

class BitSet(MutableSet):
    def __init__(self, it=()):
        self.bits = 0
        for x in it:
            self.add(x)
    def add(self, x):
        self.bits |= 1 << x
    def discard(self, x):
        self.bits &= ~(1 << x)
    def __contains__(self, x):
        return bool(self.bits >> x & 1)
    def __iter__(self):
        return (i for i in range(self.bits.bit_length()) if self.bits >> i & 1)
    def __len__(self):
        return bin(self.bits).count('1')
    def __repr__(self):
        return f'BitSet({list(self)})'

s = BitSet([1, 3, 5])
s.add(7); s.discard(3); s.remove(1)
print(s, len(s), 5 in s)
try:
    s.remove(100)
except KeyError as e:
    print('KeyError', e)
s |= {2, 4}; print(s)
s &= {2, 4, 5, 9}; print(s)
s ^= {4, 6}; print(s)
s -= {2}; print(s)
print(s.pop(), s)
s.clear(); print(s)
try:
    s.pop()
except KeyError as e:
    print('KeyError', repr(e))
