from typing import (List, Dict, Set, Tuple, Sequence, Mapping, Iterable, Iterator, Callable,
                    Hashable, Sized, Container, Collection, MutableSequence, Type, FrozenSet)

print(isinstance([], List), isinstance({}, Dict), isinstance(set(), Set), isinstance((), Tuple))
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance('abc', Iterable))
print(isinstance(iter([]), Iterator), isinstance(len, Callable), isinstance(1, Hashable))
print(isinstance([], Hashable), isinstance('x', Sized), isinstance([], Container))
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(tuple, MutableSequence))
print(issubclass(list, Collection), isinstance(int, Type), isinstance(frozenset(), FrozenSet))
try:
    List()
except TypeError as e:
    print('TypeError:', e)
try:
    Dict[str, int]()
except TypeError as e:
    print('TypeError:', e)
print(List.__origin__, Sequence.__origin__, Dict.__args__ if hasattr(Dict, '__args__') else 'no args')
print(List.__name__, Dict.__name__, Callable.__name__)
