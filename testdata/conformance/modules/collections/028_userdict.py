from collections import UserDict

class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __getitem__(self, key):
        return super().__getitem__(key.lower())
    def __contains__(self, key):
        return key.lower() in self.data

d = LowerDict({'A': 1}, B=2)
d['C'] = 3
print(d, d.data, d['a'], 'B' in d, len(d), list(d), d.get('c'), d.get('Q', 0))
d.update({'D': 4})
print(sorted(d.items()), d.pop('d'), d.setdefault('E', 5), d)
u = UserDict(x=1)
print(u, repr(u), u == {'x': 1}, u == UserDict(x=1), isinstance(u, dict))
c = u.copy()
c['y'] = 2
print(u, c, type(c).__name__)
print(u | {'z': 3}, {'w': 0} | u, type(u | {}).__name__)
u |= {'q': 9}
print(u, UserDict.fromkeys('ab', 0))
class Missing(UserDict):
    def __missing__(self, key):
        return f'<{key}>'
m = Missing()
print(m['nope'], 'nope' in m)
try:
    UserDict()['x']
except KeyError as e:
    print('KeyError', e)
del u['x']
print(u, u.popitem(), u)
u.clear()
print(u, len(u))
