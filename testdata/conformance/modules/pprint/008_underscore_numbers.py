import pprint
data = {'big': 12345678901234567890, 'small': 42, 'neg': -1000000, 'f': 1234567.5, 'b': True}
pprint.pprint(data, underscore_numbers=True)
pprint.pprint(data)
pprint.pprint([10**i for i in range(12)], underscore_numbers=True, width=40)
