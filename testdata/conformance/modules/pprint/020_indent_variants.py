import pprint
data = [{'a': [1, 2, 3] * 5, 'b': ('x', 'y') * 6}, set(range(20)), 'str ' * 20]
for indent in (0, 1, 3, 8):
    print('indent', indent)
    pprint.pprint(data, indent=indent, width=50)
pprint.pprint(data, indent=3, width=50, compact=True)
