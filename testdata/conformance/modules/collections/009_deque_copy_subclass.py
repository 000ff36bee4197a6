from collections import deque
import copy

d = deque([1, [2, 3]], maxlen=4)
c = d.copy()
print(c, c is d, c == d, c.maxlen, type(c).__name__)
c2 = copy.copy(d)
print(c2, c2.maxlen, c2[1] is d[1])
c3 = copy.deepcopy(d)
print(c3, c3[1] is d[1])

class History(deque):
    def __init__(self, items=(), maxlen=5):
        super().__init__(items, maxlen)
        self.label = 'h'
    def last(self):
        return self[-1]

h = History([1, 2, 3])
h.append(4)
print(h, h.last(), h.maxlen, isinstance(h, deque), len(h), h.label)
hc = h.copy()
print(type(hc).__name__, hc, hc.maxlen)
print(h + deque([9]), type(h + deque([9])).__name__)
print(h * 2, type(h * 2).__name__)
print(deque[int], deque.__name__, deque.__module__, deque.__doc__.splitlines()[0])
print(repr(deque([deque([1])])))
r = deque([1]); r.append(r); print(r)
