import pprint, collections, types
pprint.pprint(collections.UserList(range(40)))
pprint.pprint(collections.UserDict({i: 'value' * i for i in range(8)}))
pprint.pprint(collections.UserString('word ' * 30))
ns = types.SimpleNamespace(alpha=list(range(20)), beta='text' * 10, gamma={'x': 1})
pprint.pprint(ns)
pprint.pprint(types.MappingProxyType({'k%d' % i: i * 1000 for i in range(12)}))
class MyNS(types.SimpleNamespace): pass
pprint.pprint(MyNS(a=list(range(30))))
