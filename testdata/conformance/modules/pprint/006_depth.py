import pprint
d = {'a': {'b': {'c': {'d': {'e': 1}}}}, 'l': [1, [2, [3, [4, [5]]]]], 't': (1, (2, (3,)))}
for depth in (1, 2, 3, 4):
    pprint.pprint(d, depth=depth)
print(pprint.pformat([[[[]]]], depth=1))
print(pprint.pformat([[[[1]]]], depth=2))
