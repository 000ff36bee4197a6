from collections.abc import Sequence, MutableSequence

class Squares(Sequence):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * i

s = Squares(6)
print(list(s), 9 in s, 10 in s, s.index(16), s.count(4), list(reversed(s)), s[1:4], len(s))
print(s.index(4, 1), s.index(25, -3))
try:
    s.index(7)
except ValueError as e:
    print('ValueError', repr(e))
print(isinstance(s, Sequence), isinstance(s, MutableSequence), sorted(s, reverse=True))

class Tape(MutableSequence):
    def __init__(self):
        self._d = []
    def __len__(self):
        return len(self._d)
    def __getitem__(self, i):
        return self._d[i]
    def __setitem__(self, i, v):
        self._d[i] = v
    def __delitem__(self, i):
        del self._d[i]
    def insert(self, i, v):
        self._d.insert(i, v)
    def __repr__(self):
        return f'Tape({self._d})'

t = Tape()
t.append(1); t.extend([2, 3, 4]); t.insert(0, 0)
print(t, t.pop(), t.pop(0), t)
t.remove(2); t.reverse(); print(t)
t += [7, 8]; print(t)
t.extend(t); print(t)
t.clear(); print(t, len(t))
try:
    t.pop()
except IndexError as e:
    print('IndexError', e)
try:
    Tape.__abstractmethods__ and Sequence()
except TypeError as e:
    print(e)
