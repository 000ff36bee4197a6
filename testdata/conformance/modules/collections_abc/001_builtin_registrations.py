from collections.abc import (Iterable, Iterator, Generator, Container, Sized, Callable, Hashable,
                             Collection, Sequence, MutableSequence, Set, MutableSet, Mapping,
                             MutableMapping, MappingView, KeysView, ItemsView, ValuesView,
                             Reversible, ByteString, Awaitable, Coroutine, AsyncIterable,
                             AsyncIterator, AsyncGenerator)

samples = {
    'list': [], 'tuple': (), 'str': '', 'bytes': b'', 'bytearray': bytearray(), 'dict': {},
    'set': set(), 'frozenset': frozenset(), 'range': range(3), 'int': 1, 'float': 1.0,
    'None': None, 'list_iter': iter([]), 'gen': (x for x in []), 'keys': {}.keys(),
    'items': {}.items(), 'values': {}.values(), 'func': len, 'lambda': lambda: 0,
    'type': int, 'zip': zip(), 'map': map(abs, []), 'enumerate': enumerate([]),
    'reversed': reversed([]), 'dict_iter': iter({}), 'str_iter': iter('ab'), 'set_iter': iter(set()),
}
abcs = [Iterable, Iterator, Generator, Container, Sized, Callable, Hashable, Collection,
        Sequence, MutableSequence, Set, MutableSet, Mapping, MutableMapping, MappingView,
        KeysView, ItemsView, ValuesView, Reversible, ByteString]
for name, obj in samples.items():
    print(f'{name:10}', ''.join('X' if isinstance(obj, a) else '.' for a in abcs))
print([a.__name__ for a in abcs])
