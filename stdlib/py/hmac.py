"""HMAC (Keyed-Hashing for Message Authentication), RFC 2104.

pyex writes this module in Python over hashlib (Go): the hashing itself
runs in Go; this layer only keeps the inner and outer hash objects.
"""

import hashlib as _hashlib
from _operator import _compare_digest as compare_digest

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None



def _constructor(digestmod):
    # A digestmod is a name for hashlib.new, a constructor, or a module
    # with a new() function (PEP 247); it has had no default since 3.8.
    if not digestmod:
        raise TypeError("Missing required parameter 'digestmod'.")
    if isinstance(digestmod, str):
        return lambda data=b'': _hashlib.new(digestmod, data)
    if callable(digestmod):
        return digestmod
    return lambda data=b'': digestmod.new(data)


class HMAC:
    """A keyed hash (HMAC, RFC 2104) over any hashlib digest."""

    blocksize = 64

    __slots__ = ('_inner', '_outer', 'digest_size', 'block_size')

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        make = _constructor(digestmod)
        self._inner = make()
        self._outer = make()
        self.digest_size = self._inner.digest_size
        size = getattr(self._inner, 'block_size', None)
        if size is None or size < 16:
            size = self.blocksize
        self.block_size = size
        if len(key) > size:
            key = make(key).digest()
        key = bytes(key).ljust(size, b'\0')
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        """Feed data from msg into this hashing object."""
        self._inner.update(msg)

    def copy(self):
        """Return a separate copy of this hashing object."""
        other = self.__class__.__new__(self.__class__)
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        """Return the hash value of this hashing object."""
        return self._current().digest()

    def hexdigest(self):
        """Like digest(), but returns a string of hexadecimal digits instead."""
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    """Create a new hashing object and return it."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """Fast inline implementation of HMAC."""
    h = HMAC(key, msg, digest)
    return h.digest()
