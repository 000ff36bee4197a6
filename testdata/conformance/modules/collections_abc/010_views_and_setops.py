from collections.abc import KeysView, ItemsView, ValuesView, MappingView, Set

d = {'a': 1, 'b': 2, 'c': 3}
kv, iv, vv = KeysView(d), ItemsView(d), ValuesView(d)
print(len(kv), list(kv), 'a' in kv, list(iv), ('a', 1) in iv, ('a', 2) in iv, ('z', 1) in iv, list(vv), 3 in vv)
print(kv & {'a', 'z'}, sorted(kv | {'z'}), sorted(kv - {'a'}), sorted(kv ^ {'a', 'z'}), type(kv & set()).__name__)
print(kv == {'a', 'b', 'c'}, kv <= {'a', 'b', 'c', 'd'}, kv < {'a', 'b', 'c'}, iv == set(d.items()))
print(isinstance(kv, Set), isinstance(vv, Set), isinstance(kv, MappingView), repr(MappingView([1]))[:12])
print(isinstance(d.keys(), KeysView), isinstance(d.items(), ItemsView), isinstance(d.values(), ValuesView))
print(isinstance(d.keys(), Set), isinstance(d.values(), Set), issubclass(type(d.items()), Set))
d['d'] = 4
print(len(kv), sorted(vv), kv.isdisjoint(['x', 'y']), kv.isdisjoint('ab'))
