"""UUID objects (universally unique identifiers) according to RFC 4122.

pyex writes this module in Python. A sandboxed run has no hardware
address and no system clock: getnode() is a random multicast address
drawn once per run from the run's entropy, uuid1 reads the run's clock
(virtual unless the host hands one in), and uuid4 draws from the entropy
stream (docs/DIFFERENCES.md).
"""

from enum import Enum

RESERVED_NCS, RFC_4122, RESERVED_MICROSOFT, RESERVED_FUTURE = [
    'reserved for NCS compatibility', 'specified in RFC 4122',
    'reserved for Microsoft compatibility', 'reserved for future definition']

int_ = int
bytes_ = bytes


class SafeUUID(Enum):
    safe = 0
    unsafe = -1
    unknown = None


def _swap_le(b):
    # The first three fields of bytes_le are little-endian.
    return b[3::-1] + b[5:3:-1] + b[7:5:-1] + b[8:]


_FIELD_LIMITS = (
    (32, 'field 1 out of range (need a 32-bit value)'),
    (16, 'field 2 out of range (need a 16-bit value)'),
    (16, 'field 3 out of range (need a 16-bit value)'),
    (8, 'field 4 out of range (need an 8-bit value)'),
    (8, 'field 5 out of range (need an 8-bit value)'),
    (48, 'field 6 out of range (need a 48-bit value)'),
)


class UUID:
    """Instances of the UUID class represent UUIDs as specified in RFC 4122.
    UUID objects are immutable, hashable, and usable as dictionary keys."""

    __slots__ = ('int', 'is_safe', '__weakref__')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None,
                 int=None, version=None, *, is_safe=SafeUUID.unknown):
        given = [hex, bytes, bytes_le, fields, int].count(None)
        if given != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, '
                            'or int arguments must be given')
        value = int
        if hex is not None:
            digits = hex.replace('urn:', '').replace('uuid:', '').strip('{}').replace('-', '')
            if len(digits) != 32:
                raise ValueError('badly formed hexadecimal UUID string')
            value = int_(digits, 16)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError('bytes_le is not a 16-char string')
            bytes = _swap_le(bytes_le)
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError('bytes is not a 16-char string')
            assert isinstance(bytes, bytes_), repr(bytes)
            value = int_.from_bytes(bytes, 'big')
        if fields is not None:
            if len(fields) != 6:
                raise ValueError('fields is not a 6-tuple')
            value = 0
            for f, (width, message) in zip(fields, _FIELD_LIMITS):
                if not 0 <= f < 1 << width:
                    raise ValueError(message)
                value = (value << width) | f
        if not 0 <= value < 1 << 128:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            # RFC 4122 variant (bits 10 at 62-63), then the version nibble.
            value = (value & ~(0xc000 << 48)) | (0x8000 << 48)
            value = (value & ~(0xf000 << 64)) | (version << 76)
        object.__setattr__(self, 'int', value)
        object.__setattr__(self, 'is_safe', is_safe)

    def __getstate__(self):
        state = {'int': self.int}
        if self.is_safe != SafeUUID.unknown:
            state['is_safe'] = self.is_safe.value
        return state

    def __setstate__(self, state):
        object.__setattr__(self, 'int', state['int'])
        safe = SafeUUID(state['is_safe']) if 'is_safe' in state else SafeUUID.unknown
        object.__setattr__(self, 'is_safe', safe)

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __str__(self):
        h = '%032x' % self.int
        return '-'.join((h[:8], h[8:12], h[12:16], h[16:20], h[20:]))

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        return _swap_le(self.bytes)

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version,
                self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        return ((self.time_hi_version & 0x0fff) << 48) | (self.time_mid << 32) | self.time_low

    @property
    def clock_seq(self):
        return ((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        top = (self.int >> 61) & 0b111
        if not top & 0b100:
            return RESERVED_NCS
        if not top & 0b010:
            return RFC_4122
        if not top & 0b001:
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return int((self.int >> 76) & 0xf)


_node = None


def getnode():
    """Get the hardware address as a 48-bit positive integer.

    A sandboxed run has none; like CPython without one, this returns a
    random 48-bit number with its multicast bit set, the same for the
    whole run."""
    global _node
    if _node is None:
        import _secrets
        _node = _secrets.getrandbits(48) | (1 << 40)
    return _node


_last_timestamp = None

# The UUID epoch, 1582-10-15, is this many 100-ns intervals before 1970.
_GREGORIAN_OFFSET = 0x01b21dd213814000


def uuid1(node=None, clock_seq=None):
    """Generate a UUID from a host ID, sequence number, and the current time."""
    global _last_timestamp
    import time
    timestamp = time.time_ns() // 100 + _GREGORIAN_OFFSET
    if _last_timestamp is not None and timestamp <= _last_timestamp:
        timestamp = _last_timestamp + 1
    _last_timestamp = timestamp
    if clock_seq is None:
        import _secrets
        clock_seq = _secrets.getrandbits(14)
    if node is None:
        node = getnode()
    return UUID(fields=(timestamp & 0xffffffff, (timestamp >> 32) & 0xffff,
                        (timestamp >> 48) & 0x0fff, (clock_seq >> 8) & 0x3f,
                        clock_seq & 0xff, node), version=1)


def uuid3(namespace, name):
    """Generate a UUID from the MD5 hash of a namespace UUID and a name."""
    from hashlib import md5
    digest = md5(namespace.bytes + bytes(name, "utf-8"), usedforsecurity=False).digest()
    return UUID(bytes=digest[:16], version=3)


def uuid4():
    """Generate a random UUID."""
    import _secrets
    return UUID(bytes=_secrets.urandom(16), version=4)


def uuid5(namespace, name):
    """Generate a UUID from the SHA-1 hash of a namespace UUID and a name."""
    from hashlib import sha1
    digest = sha1(namespace.bytes + bytes(name, "utf-8")).digest()
    return UUID(bytes=digest[:16], version=5)


NAMESPACE_DNS = UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_URL = UUID('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_OID = UUID('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_X500 = UUID('6ba7b814-9dad-11d1-80b4-00c04fd430c8')
