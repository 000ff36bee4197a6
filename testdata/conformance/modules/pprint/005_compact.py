import pprint
data = list(range(100))
pprint.pprint(data, compact=True)
pprint.pprint(data, compact=True, width=30)
pprint.pprint([list(range(10)) for _ in range(5)], compact=True, width=40)
pprint.pprint(['aaaa', 'bbbbbbbbb', 'cc'] * 10, compact=True, width=35, indent=2)
