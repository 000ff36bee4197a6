import pprint
d = {'zebra': 1, 'apple': 2, 'mango': [3, 4], 'banana': {'y': 1, 'x': 2}}
pprint.pprint(d)
pprint.pprint(d, sort_dicts=False)
pprint.pp(d)
pprint.pp(d, width=20)
pprint.pp(d, sort_dicts=True, width=20)
