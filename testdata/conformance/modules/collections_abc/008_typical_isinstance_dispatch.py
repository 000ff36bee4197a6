from collections.abc import Mapping, Sequence, Set, Iterable
from collections import OrderedDict, defaultdict, Counter, deque, ChainMap, UserDict, UserList

def kind(x):
    if isinstance(x, (str, bytes)):
        return 'text'
    if isinstance(x, Mapping):
        return 'mapping'
    if isinstance(x, Set):
        return 'set'
    if isinstance(x, Sequence):
        return 'sequence'
    if isinstance(x, Iterable):
        return 'iterable'
    return 'scalar'

things = ['s', b'b', {}, OrderedDict(), defaultdict(int), Counter(), ChainMap(), UserDict(),
          [], (), range(2), deque(), UserList(), {1}, frozenset(), {}.keys(), {}.items(), {}.values(),
          iter([]), (i for i in []), 3, 2.5, None]
print([kind(t) for t in things])

def flatten(obj):
    if isinstance(obj, Mapping):
        return {k: flatten(v) for k, v in obj.items()}
    if isinstance(obj, Sequence) and not isinstance(obj, str):
        return [flatten(v) for v in obj]
    return obj
print(flatten({'a': (1, [2, {'b': deque([3])}]), 'c': 'str'}))
