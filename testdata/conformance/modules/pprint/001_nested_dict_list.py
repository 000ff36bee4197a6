import pprint
data = {'name': 'widget', 'tags': ['a', 'b', 'c'], 'dims': {'w': 10, 'h': 20, 'd': 30},
        'parts': [{'id': i, 'label': 'part-%d' % i, 'weight': i * 1.5} for i in range(5)]}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, indent=4)
pprint.pprint(data, width=120)
