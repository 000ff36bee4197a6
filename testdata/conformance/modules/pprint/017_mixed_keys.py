import pprint
d = {1: 'a', 'b': 2, (1, 2): 'tuple', None: 0, 2.5: 'f'}
pprint.pprint(d, width=200)
s = {3, 1, 2}
print(pprint.pformat(s))
print(pprint.pformat({'b': 1, 'a': 2, 'c': {'z': 1, 'y': 2}}))
print(pprint.pformat({-1: 1, -2: 2, 0: 0}))
