import pprint
for obj in [1, 'x', [], {}, (), set(), frozenset(), [1], (1,), {1: 2}, None, True, 3.5, b'ab', bytearray(b'xy'), 1+2j]:
    print(repr(pprint.pformat(obj)))
