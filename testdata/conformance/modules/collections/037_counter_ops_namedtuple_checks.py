# Counter's multiset operators (signs, floats, non-Counter operands), update
# and subtract forms, OrderedDict setdefault/fromkeys/|, namedtuple
# validation, rename, defaults and method names, ChainMap removals and |.
from collections import *
import collections

a = Counter(a=3, b=1, c=-2, d=0)
b = Counter(a=1, b=4, e=2, f=-5)
for r in [a + b, a - b, a | b, a & b, +a, -a, b - a, Counter() - b]:
    print(sorted(r.items()))
x = Counter(a); x += b; print(sorted(x.items()))
x = Counter(a); x -= b; print(sorted(x.items()))
x = Counter(a); x |= b; print(sorted(x.items()))
x = Counter(a); x &= b; print(sorted(x.items()))
print(a.__add__(3), a.__or__({}), a.__and__(1))
c = Counter(); c.update('abca'); c.update({'a': 2, 'z': 1}); c.update(k=5); print(sorted(c.items()))
c.subtract('aaz'); c.subtract({'k': 10}); c.subtract(q=1); print(sorted(c.items()))
e = Counter(); e.update({'x': 2}); print(e)
fl = Counter({'a': 1.5}) + Counter({'a': 2.5, 'b': 0.5}); print(fl, Counter(a=2) | Counter(a=2.0), Counter(a=2.0) & Counter(a=2))
od = OrderedDict(a=1)
print(od.setdefault('a', 5), od.setdefault('b', 7), od, OrderedDict.fromkeys('xy', 0), od | {'c': 1}, {'z': 0} | od, type({'z': 0} | od).__name__)
class OD(OrderedDict): pass
print(type(OD(a=1) | {}).__name__, type(OD.fromkeys('a')).__name__, od.__or__(3))
P = namedtuple('P', 'x, y', defaults=[2])
print(P(1), P._field_defaults, P.__doc__, P._make([3, 4]), P(1)._replace(y=5), list(vars(P))[:12])
print(P._make.__qualname__, P._replace.__qualname__, P.__repr__.__qualname__, P._asdict.__qualname__, P.__getnewargs__.__qualname__)
S = namedtuple('S', ['only']); print(S.__doc__, S(1), S._fields)
R = namedtuple('R', ['abc', 'def', 'ghi', 'abc', '_x', '1y'], rename=True); print(R._fields)
N = namedtuple('N', 'a b c', defaults=()); print(N._field_defaults)
for args, kw in [(('1T', 'a'), {}), (('T', 'a def'), {}), (('T', 'a _b'), {}), (('T', 'a a'), {}), (('T', 'a'), {'defaults': [1, 2]}),
                 (('T', ['a', 3]), {}), ((3, 'a'), {}), (('class', 'a'), {})]:
    try:
        namedtuple(*args, **kw)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    P(1)._replace(z=1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    P._make([1, 2, 3])
except TypeError as e:
    print(type(e).__name__, e)
cm = ChainMap({'a': 1}, {'b': 2, 'a': 0})
print(cm.new_child(), cm.new_child({'q': 1}, r=2), cm.new_child(s=3), cm | {'z': 1}, {'a': 9, 'y': 8} | cm, cm.__or__(3))
for op in [lambda: cm.__delitem__('b'), lambda: cm.pop('b'), lambda: ChainMap({}, {'a': 1}).popitem()]:
    try:
        op()
    except KeyError as e:
        print(type(e).__name__, e, type(e.__context__).__name__)
print(cm.pop('b', 'dflt'), cm.pop('a'), cm)
