# pformat's wrapping of long strings (words, lines, the closing allowance),
# bytes and bytearray in groups of four, ChainMap and frozenset layouts,
# constructor errors and underscore_numbers.
import pprint, collections
s = 'The quick brown fox jumps over the lazy dog; ' * 2 + '\nsecond line\n' + 'x' * 50
print(pprint.pformat(s, width=60))
print(pprint.pformat([s[:60], {'k': s[:50]}], width=30))
b = bytes(range(45))
print(pprint.pformat(b, width=70))
print(pprint.pformat(b[:38], width=70))
print(pprint.pformat([bytearray(b[:22])], width=30))
print(pprint.pformat(collections.ChainMap({'a': 1, 'b': 'y' * 20}, {'c': 2}, {}), width=30))
print(pprint.pformat({frozenset(range(30))}, width=40, compact=True))
l = [1]; l.append(l); print(pprint.isrecursive(l), pprint.isreadable(l))
for kw in [{'indent': -1}, {'depth': 0}, {'width': 0}, {'indent': -1, 'width': 0}]:
    try:
        pprint.PrettyPrinter(**kw)
    except ValueError as e:
        print(e)
print(pprint.pformat(10**12, underscore_numbers=True), pprint.pformat([10**6, True], underscore_numbers=True))
