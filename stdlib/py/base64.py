"""Binary data as text: Base16, Base32, Base64, Base85 and Ascii85.

pyex writes this module in Python over binascii (Go) and the private Go
module _base64, which holds the base32 and base85 loops.
"""

import binascii
import _base64

# CPython's order, which a program printing __all__ sees.
__all__ = '''encode decode encodebytes decodebytes b64encode b64decode
    b32encode b32decode b32hexencode b32hexdecode b16encode b16decode
    b85encode b85decode a85encode a85decode standard_b64encode
    standard_b64decode urlsafe_b64encode urlsafe_b64decode'''.split()

bytes_types = (bytes, bytearray)


def _decode_input(s):
    # Decoders take bytes-like objects and ASCII strs alike.
    if isinstance(s, bytes_types):
        return s
    if not isinstance(s, str):
        raise TypeError("argument should be a bytes-like object or ASCII string, "
                        "not %r" % type(s).__name__) from None
    try:
        return s.encode('ascii')
    except UnicodeEncodeError:
        raise ValueError('string argument should contain only ASCII characters')


def _buffer(b):
    if isinstance(b, bytes_types):
        return b
    raise TypeError("memoryview: a bytes-like object is required, not '%s'"
                    % type(b).__name__)


def b64encode(s, altchars=None):
    """The Base64 of s (bytes); altchars replaces the characters + and /."""
    out = binascii.b2a_base64(s, newline=False)
    if altchars is None:
        return out
    assert len(altchars) == 2, repr(altchars)
    return out.translate(bytes.maketrans(b'+/', altchars))


def b64decode(s, altchars=None, validate=False):
    """The bytes of the Base64 in s (bytes or ASCII str); validate rejects
    characters outside the alphabet instead of skipping them."""
    s = _decode_input(s)
    if altchars is not None:
        altchars = _decode_input(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b'+/'))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    """b64encode with the standard alphabet."""
    return b64encode(s)


def standard_b64decode(s):
    """b64decode with the standard alphabet."""
    return b64decode(s)


_to_urlsafe = bytes.maketrans(b'+/', b'-_')
_from_urlsafe = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    """Base64 with - and _ for + and /, safe in URLs and file names."""
    return b64encode(s).translate(_to_urlsafe)


def urlsafe_b64decode(s):
    """The bytes of URL-safe Base64 (- and _ for + and /)."""
    return b64decode(_decode_input(s).translate(_from_urlsafe))


_B32 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_B32HEX = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'


def b32encode(s):
    """Encode the bytes-like object s using base32 and return a bytes object."""
    return _base64.b32encode(_buffer(s), _B32)


def b32decode(s, casefold=False, map01=None):
    """Decode the base32 encoded bytes-like object or ASCII string s."""
    s = _decode_input(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _decode_input(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b'01', b'O' + map01))
    if casefold:
        s = s.upper()
    return _base64.b32decode(s, _B32)


def b32hexencode(s):
    """Encode the bytes-like object s using base32hex and return a bytes object."""
    return _base64.b32encode(_buffer(s), _B32HEX)


def b32hexdecode(s, casefold=False):
    """Decode the base32hex encoded bytes-like object or ASCII string s."""
    s = _decode_input(s)
    if casefold:
        s = s.upper()
    return _base64.b32decode(s, _B32HEX)


def b16encode(s):
    """s in upper-case hexadecimal (Base16), as bytes."""
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    """The bytes of upper-case hexadecimal s; casefold accepts lower case."""
    s = _decode_input(s)
    if casefold:
        s = s.upper()
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70):
            raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


_A85 = bytes(range(33, 118))
_A85START = b'<~'
_A85END = b'~>'


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """The Ascii85 of b; foldspaces, wrapcol, pad and adobe as in CPython."""
    out = _base64.encode85(_buffer(b), _A85, bool(pad), True, bool(foldspaces))
    if adobe:
        out = _A85START + out
    if wrapcol:
        width = max(2 if adobe else 1, wrapcol)
        lines = [out[i:i + width] for i in range(0, len(out), width)]
        if adobe and len(lines[-1]) + 2 > width:
            lines.append(b'')
        out = b'\n'.join(lines)
    if adobe:
        out += _A85END
    return out


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\x0b'):
    """The bytes of the Ascii85 in b (bytes or ASCII str)."""
    b = _decode_input(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError("Ascii85 encoded byte sequences must end with %r" % (_A85END,))
        if b.startswith(_A85START):
            b = b[2:-2]
        else:
            b = b[:-2]
    return _base64.a85decode(b, bytes(ignorechars), bool(foldspaces))


_B85 = (b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        b"abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~")


def b85encode(b, pad=False):
    """The Base85 (git's alphabet) of b; pad fills to a multiple of 4 bytes."""
    return _base64.encode85(_buffer(b), _B85, bool(pad), False, False)


def b85decode(b):
    """The bytes of the Base85 in b (bytes or ASCII str)."""
    return _base64.b85decode(_decode_input(b))


MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _whole_chunks(stream, size):
    # Chunks of size bytes until end of file (the last may be shorter); a
    # short read before the end is topped up, so that every base64 line
    # but the last is full.
    while (chunk := stream.read(size)):
        while len(chunk) < size:
            more = stream.read(size - len(chunk))
            if not more:
                break
            chunk += more
        yield chunk


def encode(input, output):
    """Write the base64 of binary file input to binary file output, in lines of 76."""
    for chunk in _whole_chunks(input, MAXBINSIZE):
        output.write(binascii.b2a_base64(chunk))


def decode(input, output):
    """Write to binary file output what the base64 lines of binary file input hold."""
    while (line := input.readline()):
        output.write(binascii.a2b_base64(line))


def _check_bytes_like(s):
    if not isinstance(s, bytes_types):
        raise TypeError("expected bytes-like object, not %s" % type(s).__name__)


def encodebytes(s):
    """The Base64 of s in lines of at most 76 characters, each ending in
    a newline."""
    _check_bytes_like(s)
    return b''.join([binascii.b2a_base64(s[i:i + MAXBINSIZE])
                     for i in range(0, len(s), MAXBINSIZE)])


def decodebytes(s):
    """The bytes of Base64 text that may span lines."""
    _check_bytes_like(s)
    return binascii.a2b_base64(s)
