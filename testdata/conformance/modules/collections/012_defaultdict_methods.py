from collections import defaultdict

d = defaultdict(list, {'a': [1]})
c = d.copy()
print(c, type(c).__name__, c.default_factory is list, c['a'] is d['a'])
print(d.__missing__('q'), d)
print(d == {'a': [1], 'q': []}, d == c)
merged = d | {'z': [0]}
print(type(merged).__name__, merged, merged.default_factory)
rmerged = {'y': 1} | d
print(type(rmerged).__name__, rmerged)
d |= {'w': [5]}
print(d)
print(d.pop('w'), d.setdefault('n', 'x'), d.get('nope'), list(d.keys()))
try:
    defaultdict(5)
except TypeError as e:
    print('TypeError', e)
try:
    defaultdict('notcallable', {})
except TypeError as e:
    print('TypeError', e)
print(d.__reduce__()[0].__name__, d.__reduce__()[1])

class Tree(defaultdict):
    def __init__(self):
        super().__init__(Tree)
t = Tree()
t['a']['b']['c'] = 1
print(t['a']['b'], type(t['a']).__name__)

def factory():
    return 'made'
f = defaultdict(factory)
print(f['k'], repr(f)[:36])
r = defaultdict(list)
r['self'] = r
print(r)
