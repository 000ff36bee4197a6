# Where pprint breaks long strings and bytes: the closing allowance only
# counts against the last piece, and empty containers stay plain reprs.
import collections
import pprint

text = "alpha beta gamma delta epsilon " * 2 + "\nshort\n" + "z" * 30
print(pprint.pformat(text, width=24))
print(pprint.pformat([text[:40]], width=20))

for n in (8, 9, 12):
    print(pprint.pformat(bytes(range(n)), width=22))
print(pprint.pformat([bytes(range(9))], width=24))

print(pprint.pformat(collections.ChainMap({'a': 1, 'b': [1] * 8}, {}), width=20))
print(pprint.pformat([set(), '', collections.deque(), collections.Counter(),
                      collections.OrderedDict(), collections.defaultdict(int)],
                     width=5))
print(pprint.pformat({'n': 10 ** 9}, underscore_numbers=True))
for bad in ({'indent': -1}, {'depth': 0}, {'width': 0}):
    try:
        pprint.PrettyPrinter(**bad)
    except ValueError as e:
        print(type(e).__name__, e)
