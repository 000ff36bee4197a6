import pprint
pp = pprint.PrettyPrinter(indent=2, width=30, depth=3)
data = {'alpha': [1, 2, 3, {'beta': [4, 5, 6, {'gamma': 7}]}], 'delta': 'text ' * 10}
pp.pprint(data)
print(pp.pformat(data))
print(pp.isreadable(data), pp.isrecursive(data))
print(pp.format([1, 2], {}, 0, 0))
class Out:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
o = Out()
pprint.PrettyPrinter(stream=o, width=20).pprint(list(range(10)))
print(repr(''.join(o.parts)))
pprint.pprint({'x': list(range(20))}, stream=o)
print(len(o.parts) > 5)
