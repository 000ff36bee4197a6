import pprint
print(pprint.pformat([1, 2, [3, 4]], width=1))
print(pprint.pformat({'a': 1, 'b': 'hello world'}, width=-5))
print(pprint.pformat('hello world foo', width=5))
print(pprint.pformat(('one',), width=3))
