import pprint
t = tuple(range(40))
pprint.pprint(t)
pprint.pprint((t,))
pprint.pprint(set(range(30)))
pprint.pprint(frozenset(range(30)))
pprint.pprint({'s': set(range(25)), 'f': frozenset('abcdefghijklmnopqrstuvwxyz')})
pprint.pprint([(i, str(i) * i) for i in range(8)], width=30)
