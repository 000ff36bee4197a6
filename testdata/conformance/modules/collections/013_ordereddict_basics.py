from collections import OrderedDict

od = OrderedDict()
od['b'] = 2; od['a'] = 1; od['c'] = 3
print(od, list(od), list(od.keys()), list(od.values()), list(od.items()))
print(od.keys(), od.values(), od.items())
od.move_to_end('b')
print(od)
od.move_to_end('b', last=False)
print(od)
od.move_to_end('c', False)
print(od)
try:
    od.move_to_end('zz')
except KeyError as e:
    print('KeyError', e)
print(od.popitem(), od)
print(od.popitem(last=False), od)
od.update([('x', 1), ('y', 2)], z=3)
print(od)
od['x'] = 100
print(od)
del od['y']
print(od, len(od), 'x' in od, od.get('q', 'default'))
print(OrderedDict(), OrderedDict([(1, 'a')]), OrderedDict(a=1), OrderedDict({'k': 'v'}))
e = OrderedDict()
try:
    e.popitem()
except KeyError as ex:
    print('KeyError', ex)
print(list(reversed(OrderedDict.fromkeys('abc', 0))), OrderedDict.fromkeys('xy'))
