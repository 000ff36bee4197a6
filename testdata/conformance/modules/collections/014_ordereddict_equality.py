from collections import OrderedDict

a = OrderedDict([('x', 1), ('y', 2)])
b = OrderedDict([('y', 2), ('x', 1)])
print(a == b, a != b, a == dict(b), dict(a) == b, a == {'x': 1, 'y': 2})
b.move_to_end('y')
print(a == b, a != b)
print(a == [('x', 1), ('y', 2)], OrderedDict() == {})
try:
    hash(a)
except TypeError as e:
    print('TypeError', 'unhashable' in str(e))
c = a.copy()
c['z'] = 3
print(a, c, type(c).__name__)
print(a | {'z': 0}, {'w': 0} | a, type({'w': 0} | a).__name__)
a |= {'q': 9}
print(a)
print(a.pop('q'), a.pop('nope', None), a.setdefault('x', 50), a.setdefault('n', 7), a)
try:
    a.pop('nope')
except KeyError as e:
    print('KeyError', e)
r = OrderedDict(); r['me'] = r
print(r)
print(isinstance(a, dict), type(a.keys()).__name__, list(reversed(a.items())), list(reversed(a.values())))
