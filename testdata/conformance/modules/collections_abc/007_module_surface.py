import collections.abc
import collections
from collections import abc

print(collections.abc is abc, sorted(collections.abc.__all__))
print(collections.abc.Mapping, collections.abc.Sequence.__module__, collections.abc.Iterable.__name__)
print(type(collections.abc.Mapping).__name__, collections.abc.Mapping.__mro__)
print(collections.abc.MutableMapping.__mro__)
print(collections.abc.MutableSequence.__mro__)
print(sorted(collections.abc.MutableMapping.__abstractmethods__), sorted(collections.abc.Sequence.__abstractmethods__))
print(sorted(collections.abc.MutableSet.__abstractmethods__), sorted(collections.abc.Generator.__abstractmethods__))
print(collections.abc.Iterable[int], collections.abc.Mapping[str, int], collections.abc.KeysView({}))
print(collections.abc.ItemsView({'a': 1}), list(collections.abc.ValuesView({'a': 1})))
