import pprint
b = bytes(range(60))
pprint.pprint(b)
pprint.pprint([b])
pprint.pprint(bytearray(b))
pprint.pprint({'data': b'hello world, this is a long bytes value of some sort' * 2}, width=50)
pprint.pprint(b'abcd')
