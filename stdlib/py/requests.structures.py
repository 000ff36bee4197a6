"""requests.structures for pyex: CaseInsensitiveDict, the mapping of
header fields. Written in Python."""

from collections.abc import Mapping, MutableMapping


class CaseInsensitiveDict(MutableMapping):
    """A dict whose str keys match in any case; it remembers the case of
    the last key set, and iterates in insertion order."""

    def __init__(self, data=None, **kwargs):
        self._store = {}
        if data is None:
            data = {}
        self.update(data, **kwargs)

    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)

    def __getitem__(self, key):
        return self._store[key.lower()][1]

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __iter__(self):
        for pair in self._store.values():
            yield pair[0]

    def __len__(self):
        return len(self._store)

    def lower_items(self):
        """The (key in lower case, value) pairs."""
        return [(k, pair[1]) for k, pair in self._store.items()]

    def __eq__(self, other):
        if isinstance(other, Mapping):
            other = CaseInsensitiveDict(other)
        else:
            return NotImplemented
        return dict(self.lower_items()) == dict(other.lower_items())

    def copy(self):
        return CaseInsensitiveDict(self._store.values())

    def __repr__(self):
        return str(dict(self.items()))


class LookupDict(dict):
    """A dict whose item lookups read its attributes (requests.codes)."""

    def __init__(self, name=None):
        self.name = name
        super().__init__()

    def __repr__(self):
        return f"<lookup '{self.name}'>"

    def __getitem__(self, key):
        return self.__dict__.get(key, None)

    def get(self, key, default=None):
        return self.__dict__.get(key, default)
