# copy and deepcopy through reduce: slots, __dict__ plus slots, __setstate__,
# list and dict subclasses with attributes, shared and cyclic references,
# bound methods, string reductions, a 300-deep nest and the memo.
import copy, sys
class Slots:
    __slots__ = ('a', 'b')
    def __init__(self): self.a = [1]; self.b = {'k': [2]}
class Both:
    __slots__ = ('s', '__dict__')
class WithState:
    def __init__(self): self.v = [1, 2]
    def __getstate__(self): return {'v': self.v, 'extra': 1}
    def __setstate__(self, st): print('setstate', sorted(st)); self.__dict__.update(st)
class L(list): pass
class D(dict): pass
s = Slots(); s2 = copy.deepcopy(s); print(s2.a, s2.b, s2.a is s.a, copy.copy(s).a is s.a)
b = Both(); b.s = [1]; b.x = [2]; b2 = copy.deepcopy(b); print(b2.s, b2.x, b2.s is b.s)
w = copy.deepcopy(WithState()); print(w.v, w.extra); w = copy.copy(WithState())
l = L([1, [2]]); l.attr = 'a'; l2 = copy.deepcopy(l); print(type(l2).__name__, l2, l2.attr, l2[1] is l[1])
d = D(a=[1]); d2 = copy.copy(d); print(type(d2).__name__, d2, d2['a'] is d['a'])
shared = [0]
pair = {'k': shared, 'v': shared}; p2 = copy.deepcopy(pair); print(p2['k'] is p2['v'], p2['k'] is shared)
cyc = [1]; cyc.append(cyc); c2 = copy.deepcopy(cyc); print(c2[1] is c2, c2 is not cyc)
t = (1, [2]); t2 = copy.deepcopy(t); print(t2, t2 is t, copy.deepcopy((1, 2)) is not None)
dd = {}; dd['self'] = dd; print(copy.deepcopy(dd)['self'] is not dd)
class K:
    def m(self): return self.x
k = K(); k.x = 5; m2 = copy.deepcopy(k.m); print(m2(), m2.__self__ is k, copy.copy(k.m).__self__ is k)
print(copy.copy(int) is int, copy.deepcopy(len) is len, copy.copy([1, 2]), copy.copy({1}), copy.copy(bytearray(b'x')))
class Bad:
    def __reduce_ex__(self, p): raise copy.Error('no')
try:
    copy.copy(Bad())
except copy.Error as e:
    print(type(e).__name__, e)
class R:
    def __reduce__(self): return 'R_global'
    __reduce_ex__ = None
r = R(); print(copy.copy(r) is r, copy.deepcopy(r) is r)
deep = []
cur = deep
for _ in range(300):
    nxt = []
    cur.append(nxt)
    cur = nxt
print(len(str(copy.deepcopy(deep))))
class O:
    def __init__(self): self.items = []
o = O(); o.items.append(o); o2 = copy.deepcopy(o); print(o2.items[0] is o2)
memo = {}; x = [1]; y = copy.deepcopy([x, x], memo); print(y[0] is y[1], id(memo) in memo)
