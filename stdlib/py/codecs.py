"""Codec registry, base classes and helpers.

pyex writes this module in Python. Text codecs (utf-8, utf-8-sig,
utf-16, utf-32 and their -le/-be forms, latin-1, ascii) run on the Go
codecs behind str.encode and bytes.decode; cp1252 and the bytes-to-bytes
codecs (hex, base64, zlib, rot13) are written here. Error handlers
registered with register_error are recorded but not called by the
built-in codecs, which know the standard handlers only.
"""

import builtins as _builtins

__all__ = """
register lookup open EncodedFile
BOM BOM_BE BOM_LE BOM32_BE BOM32_LE BOM64_BE BOM64_LE BOM_UTF8
BOM_UTF16 BOM_UTF16_LE BOM_UTF16_BE BOM_UTF32 BOM_UTF32_LE BOM_UTF32_BE
CodecInfo Codec IncrementalEncoder IncrementalDecoder
StreamReader StreamWriter StreamReaderWriter StreamRecoder
getencoder getdecoder getincrementalencoder getincrementaldecoder
getreader getwriter encode decode iterencode iterdecode
strict_errors ignore_errors replace_errors xmlcharrefreplace_errors
backslashreplace_errors namereplace_errors register_error lookup_error
""".split()


# Byte order marks: U+FEFF in each Unicode encoding form.
def _bom(form):
    return '\ufeff'.encode(form)


BOM_UTF8 = _bom('utf-8')
BOM_UTF16_LE, BOM_UTF16_BE = _bom('utf-16-le'), _bom('utf-16-be')
BOM_UTF32_LE, BOM_UTF32_BE = _bom('utf-32-le'), _bom('utf-32-be')
del _bom
# The older names. Those without an explicit order are little-endian, the
# native order of the machines CPython reports for.
BOM_LE, BOM_BE = BOM_UTF16_LE, BOM_UTF16_BE
BOM32_LE, BOM32_BE = BOM_LE, BOM_BE
BOM64_LE, BOM64_BE = BOM_UTF32_LE, BOM_UTF32_BE
BOM = BOM_UTF16 = BOM_LE
BOM_UTF32 = BOM64_LE


class CodecInfo(tuple):
    """What lookup() returns: a codec's functions and classes, by name and
    as the old 4-tuple."""

    _is_text_encoding = True

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None,
                incrementalencoder=None, incrementaldecoder=None,
                name=None, *, _is_text_encoding=None):
        # The tuple part is the old 4-item registry entry; everything is
        # also reachable by attribute.
        info = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        attrs = {'name': name, 'encode': encode, 'decode': decode,
                 'incrementalencoder': incrementalencoder,
                 'incrementaldecoder': incrementaldecoder,
                 'streamwriter': streamwriter, 'streamreader': streamreader}
        if _is_text_encoding is not None:
            attrs['_is_text_encoding'] = _is_text_encoding
        for key, value in attrs.items():
            setattr(info, key, value)
        return info

    def __repr__(self):
        return "<%s.%s object for encoding %s at %#x>" % (
            type(self).__module__, type(self).__qualname__, self.name, id(self))


class Codec:
    """Defines the interface for stateless encoders/decoders."""

    def encode(self, input, errors='strict'):
        raise NotImplementedError

    def decode(self, input, errors='strict'):
        raise NotImplementedError


class IncrementalEncoder:
    """Encodes an input in multiple steps."""

    def __init__(self, errors='strict'):
        self.errors = errors
        self.buffer = ""

    def encode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return 0

    def setstate(self, state):
        pass


class IncrementalDecoder:
    """Decodes an input in multiple steps."""

    def __init__(self, errors='strict'):
        self.errors = errors

    def decode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return (b"", 0)

    def setstate(self, state):
        pass


class BufferedIncrementalEncoder(IncrementalEncoder):
    def __init__(self, errors='strict'):
        IncrementalEncoder.__init__(self, errors)
        self.buffer = ""

    def _buffer_encode(self, input, errors, final):
        raise NotImplementedError

    def encode(self, input, final=False):
        # Whatever _buffer_encode did not consume waits for the next call.
        pending = self.buffer + input
        out, used = self._buffer_encode(pending, self.errors, final)
        self.buffer = pending[used:]
        return out

    def reset(self):
        IncrementalEncoder.reset(self)
        self.buffer = ""


class BufferedIncrementalDecoder(IncrementalDecoder):
    def __init__(self, errors='strict'):
        IncrementalDecoder.__init__(self, errors)
        self.buffer = b""

    def _buffer_decode(self, input, errors, final):
        raise NotImplementedError

    def decode(self, input, final=False):
        # Bytes that _buffer_decode left over (a split sequence) wait for
        # the next call.
        pending = self.buffer + input
        out, used = self._buffer_decode(pending, self.errors, final)
        self.buffer = pending[used:]
        return out

    def reset(self):
        IncrementalDecoder.reset(self)
        self.buffer = b""

    def getstate(self):
        return (self.buffer, 0)

    def setstate(self, state):
        self.buffer = state[0]


class StreamWriter(Codec):
    def __init__(self, stream, errors='strict'):
        self.stream = stream
        self.errors = errors

    def write(self, object):
        data, consumed = self.encode(object, self.errors)
        self.stream.write(data)

    def writelines(self, list):
        self.write(''.join(list))

    def reset(self):
        pass

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()


class StreamReader(Codec):
    def __init__(self, stream, errors='strict'):
        self.stream = stream
        self.errors = errors
        self._text = None
        self._pos = 0

    def _load(self):
        if self._text is None:
            self._text = self.decode(self.stream.read(), self.errors)[0]
        return self._text

    def read(self, size=-1, chars=-1, firstline=False):
        text = self._load()
        n = chars if chars >= 0 else size
        end = len(text) if n < 0 else self._pos + n
        out = text[self._pos:end]
        self._pos += len(out)
        return out

    def readline(self, size=None, keepends=True):
        text = self._load()
        end = text.find('\n', self._pos)
        end = len(text) if end < 0 else end + 1
        line = text[self._pos:end]
        self._pos = end
        return line if keepends else line.rstrip('\r\n')

    def readlines(self, sizehint=None, keepends=True):
        return self.read().splitlines(keepends)

    def reset(self):
        pass

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()


class StreamReaderWriter:
    encoding = 'unknown'

    def __init__(self, stream, Reader, Writer, errors='strict'):
        _attach(self, stream, Reader, Writer, errors)

    def read(self, size=-1):
        return self.reader.read(size)

    def readline(self, size=None):
        return self.reader.readline(size)

    def readlines(self, sizehint=None):
        return self.reader.readlines(sizehint)

    def write(self, data):
        return self.writer.write(data)

    def writelines(self, list):
        return self.writer.writelines(list)

    def __iter__(self):
        return self

    def __next__(self):
        return next(self.reader)

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()


class StreamRecoder:
    data_encoding = 'unknown'
    file_encoding = 'unknown'

    def __init__(self, stream, encode, decode, Reader, Writer, errors='strict'):
        _attach(self, stream, Reader, Writer, errors)
        self.encode, self.decode = encode, decode


def _attach(wrapper, stream, Reader, Writer, errors):
    # The stream wrappers read through a Reader and write through a Writer
    # on the same underlying stream.
    wrapper.stream, wrapper.errors = stream, errors
    wrapper.reader = Reader(stream, errors)
    wrapper.writer = Writer(stream, errors)


# --- text codecs on str.encode / bytes.decode ---------------------------

_ALIASES = {
    'utf8': 'utf_8', 'u8': 'utf_8', 'utf': 'utf_8', 'utf8_ucs2': 'utf_8', 'utf8_ucs4': 'utf_8',
    'cp65001': 'utf_8',
    'latin1': 'latin_1', 'latin': 'latin_1', 'l1': 'latin_1', 'iso8859_1': 'latin_1',
    'iso_8859_1': 'latin_1', '8859': 'latin_1', 'cp819': 'latin_1', 'iso_ir_100': 'latin_1',
    'csisolatin1': 'latin_1', 'ibm819': 'latin_1', 'iso8859': 'latin_1', 'iso_8859_1_1987': 'latin_1',
    'us_ascii': 'ascii', '646': 'ascii', 'ansi_x3.4_1968': 'ascii', 'ansi_x3_4_1968': 'ascii',
    'ansi_x3.4_1986': 'ascii', 'cp367': 'ascii', 'csascii': 'ascii', 'ibm367': 'ascii',
    'iso646_us': 'ascii', 'iso_646.irv_1991': 'ascii', 'iso_ir_6': 'ascii', 'us': 'ascii',
    'u16': 'utf_16', 'utf16': 'utf_16', 'utf_16le': 'utf_16_le', 'unicodelittleunmarked': 'utf_16_le',
    'utf_16be': 'utf_16_be', 'unicodebigunmarked': 'utf_16_be',
    'u32': 'utf_32', 'utf32': 'utf_32', 'utf_32le': 'utf_32_le', 'utf_32be': 'utf_32_be',
    'windows_1252': 'cp1252', '1252': 'cp1252',
    'hex': 'hex_codec', 'base64': 'base64_codec', 'base_64': 'base64_codec',
    'rot13': 'rot_13', 'zip': 'zlib_codec', 'zlib': 'zlib_codec',
}

_TEXT_NAMES = {
    'utf_8': 'utf-8', 'utf_8_sig': 'utf-8-sig', 'latin_1': 'iso8859-1', 'ascii': 'ascii',
    'utf_16': 'utf-16', 'utf_16_le': 'utf-16-le', 'utf_16_be': 'utf-16-be',
    'utf_32': 'utf-32', 'utf_32_le': 'utf-32-le', 'utf_32_be': 'utf-32-be',
}


def _normalize(encoding):
    # encodings.normalize_encoding, then lower case: runs of characters
    # other than letters, digits and '.' become one '_'.
    out = []
    punct = False
    for c in encoding:
        if c.isalnum() or c == '.':
            if punct and out:
                out.append('_')
            out.append(c.lower())
            punct = False
        else:
            punct = True
    return ''.join(out)


def _text_codec(module, name):
    fname = module + '_encode'
    dname = module + '_decode'

    def enc(input, errors='strict'):
        if not isinstance(input, str):
            raise TypeError("%s() argument 1 must be str, not %s" % (fname, type(input).__name__))
        return input.encode(name, errors or 'strict'), len(input)

    def dec(input, errors='strict'):
        if not isinstance(input, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(input).__name__)
        return bytes(input).decode(name, errors or 'strict'), len(input)

    enc.__name__ = fname
    dec.__name__ = dname
    return enc, dec


def _utf8_tail(data):
    # The length of an incomplete UTF-8 sequence at the end of data.
    n = len(data)
    for back in range(1, min(3, n) + 1):
        c = data[n - back]
        if c & 0xC0 == 0x80:
            continue
        need = 2 if c & 0xE0 == 0xC0 else 3 if c & 0xF0 == 0xE0 else 4 if c & 0xF8 == 0xF0 else 1
        return back if need > back else 0
    return 0


def _utf16_tail(data, big):
    n = len(data) % 2
    if len(data) - n >= 2:
        unit = data[len(data) - n - 2:len(data) - n]
        hi = unit[0] if big else unit[1]
        if 0xD8 <= hi <= 0xDB:
            n += 2
    return n


class _TextIncrementalDecoder(BufferedIncrementalDecoder):
    def _buffer_decode(self, input, errors, final):
        module = self._module
        if module in ('utf_16', 'utf_32', 'utf_8_sig') and not getattr(self, '_started', False):
            width = {'utf_16': 2, 'utf_32': 4, 'utf_8_sig': 3}[module]
            if len(input) < width and not final:
                return '', 0
            self._started = True
            if module == 'utf_8_sig':
                self._module = 'utf_8'
                skip = 3 if input[:3] == BOM_UTF8 else 0
                text, used = self._buffer_decode(input[skip:], errors, final)
                return text, used + skip
            big = input[:width] in (BOM_UTF16_BE, BOM_UTF32_BE)
            bom = input[:width] in (BOM_UTF16_LE, BOM_UTF16_BE, BOM_UTF32_LE, BOM_UTF32_BE)
            self._module = module + ('_be' if big else '_le')
            skip = width if bom else 0
            text, used = self._buffer_decode(input[skip:], errors, final)
            return text, used + skip
        keep = 0
        if not final:
            if module == 'utf_8':
                keep = _utf8_tail(input)
            elif module.startswith('utf_16'):
                keep = _utf16_tail(input, module.endswith('_be'))
            elif module.startswith('utf_32'):
                keep = len(input) % 4
        data = input[:len(input) - keep]
        if module == 'cp1252':
            return _cp1252_decode(data, errors)[0], len(data)
        return data.decode(_TEXT_NAMES[module], errors), len(data)

    def reset(self):
        BufferedIncrementalDecoder.reset(self)
        self._module = self._initial
        self._started = False


class _TextIncrementalEncoder(IncrementalEncoder):
    def encode(self, input, final=False):
        module = self._module
        if module in ('utf_16', 'utf_32', 'utf_8_sig'):
            self._module = {'utf_16': 'utf_16_le', 'utf_32': 'utf_32_le', 'utf_8_sig': 'utf_8'}[module]
            return self._encode(input, module)
        return self._encode(input, module)

    def _encode(self, input, module):
        if module == 'cp1252':
            return _cp1252_encode(input, self.errors)[0]
        return input.encode(_TEXT_NAMES[module], self.errors)

    def reset(self):
        self._module = self._initial


def _incremental(module):
    class Encoder(_TextIncrementalEncoder):
        _initial = _module = module

    class Decoder(_TextIncrementalDecoder):
        _initial = _module = module
    Encoder.__name__ = Encoder.__qualname__ = 'IncrementalEncoder'
    Decoder.__name__ = Decoder.__qualname__ = 'IncrementalDecoder'
    return Encoder, Decoder


def _stream_classes(enc, dec):
    class Writer(StreamWriter):
        def encode(self, input, errors='strict'):
            return enc(input, errors)

    class Reader(StreamReader):
        def decode(self, input, errors='strict'):
            return dec(input, errors)
    Writer.__name__ = Writer.__qualname__ = 'StreamWriter'
    Reader.__name__ = Reader.__qualname__ = 'StreamReader'
    return Reader, Writer


# --- cp1252 -------------------------------------------------------------

_CP1252_HIGH = ('\u20ac\ufffe\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffe\u017d\ufffe'
                '\ufffe\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffe\u017e\u0178')
_CP1252_DECODE = ''.join(chr(i) for i in range(128)) + _CP1252_HIGH + ''.join(chr(i) for i in range(160, 256))
_CP1252_ENCODE = {c: i for i, c in enumerate(_CP1252_DECODE) if c != '\ufffe'}


def _cp1252_decode(input, errors='strict'):
    if not isinstance(input, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(input).__name__)
    errors = errors or 'strict'
    out = []
    for i, b in enumerate(input):
        c = _CP1252_DECODE[b]
        if c == '\ufffe':
            if errors == 'strict':
                raise UnicodeDecodeError('charmap', bytes(input), i, i + 1, 'character maps to <undefined>')
            if errors == 'ignore':
                continue
            if errors == 'replace':
                c = '\ufffd'
            elif errors == 'backslashreplace':
                c = '\\x%02x' % b
            elif errors == 'surrogateescape':
                c = chr(0xDC00 + b)
            elif errors in ('xmlcharrefreplace', 'namereplace'):
                raise TypeError("don't know how to handle UnicodeDecodeError in error callback")
            else:
                raise LookupError("unknown error handler name '%s'" % errors)
        out.append(c)
    return ''.join(out), len(input)


def _cp1252_encode(input, errors='strict'):
    if not isinstance(input, str):
        raise TypeError("charmap_encode() argument 1 must be str, not %s" % type(input).__name__)
    errors = errors or 'strict'
    out = bytearray()
    for i, c in enumerate(input):
        b = _CP1252_ENCODE.get(c)
        if b is not None:
            out.append(b)
            continue
        if errors == 'strict':
            raise UnicodeEncodeError('charmap', input, i, i + 1, 'character maps to <undefined>')
        if errors == 'ignore':
            continue
        if errors == 'replace':
            out += b'?'
        elif errors == 'xmlcharrefreplace':
            out += ('&#%d;' % ord(c)).encode()
        elif errors == 'backslashreplace':
            o = ord(c)
            out += (('\\x%02x' % o) if o < 0x100 else ('\\u%04x' % o) if o < 0x10000 else ('\\U%08x' % o)).encode()
        elif errors == 'surrogateescape' and 0xDC80 <= ord(c) <= 0xDCFF:
            out.append(ord(c) - 0xDC00)
        else:
            raise UnicodeEncodeError('charmap', input, i, i + 1, 'character maps to <undefined>')
    return bytes(out), len(input)


# --- bytes-to-bytes and str-to-str codecs --------------------------------

def _bytes_only(input):
    if not isinstance(input, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(input).__name__)


def _hex_encode(input, errors='strict'):
    import binascii
    _bytes_only(input)
    return binascii.b2a_hex(input), len(input)


def _hex_decode(input, errors='strict'):
    import binascii
    return binascii.a2b_hex(input), len(input)


def _base64_encode(input, errors='strict'):
    import base64
    return base64.encodebytes(input), len(input)


def _base64_decode(input, errors='strict'):
    import base64
    return base64.decodebytes(input), len(input)


def _zlib_encode(input, errors='strict'):
    import zlib
    return zlib.compress(input), len(input)


def _zlib_decode(input, errors='strict'):
    import zlib
    return zlib.decompress(input), len(input)


_ROT13 = str.maketrans('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
                       'NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm')


def _rot13(input, errors='strict'):
    return str.translate(input, _ROT13), len(input)


_TRANSFORMS = {
    'hex_codec': ('hex', _hex_encode, _hex_decode),
    'base64_codec': ('base64', _base64_encode, _base64_decode),
    'zlib_codec': ('zlib', _zlib_encode, _zlib_decode),
    'rot_13': ('rot-13', _rot13, _rot13),
}

_registry = []
_cache = {}


def _builtin_lookup(norm):
    module = _ALIASES.get(norm) or _ALIASES.get(norm.replace('.', '_')) or norm
    if module in _TEXT_NAMES:
        enc, dec = _text_codec(module, _TEXT_NAMES[module])
        name = _TEXT_NAMES[module]
    elif module == 'cp1252':
        enc, dec, name = _cp1252_encode, _cp1252_decode, 'cp1252'
    elif module in _TRANSFORMS:
        name, enc, dec = _TRANSFORMS[module]
        reader, writer = _stream_classes(enc, dec)
        return CodecInfo(enc, dec, reader, writer, None, None, name, _is_text_encoding=False)
    else:
        return None
    ienc, idec = _incremental(module)
    reader, writer = _stream_classes(enc, dec)
    return CodecInfo(enc, dec, reader, writer, ienc, idec, name)


def register(search_function):
    """Register a codec search function."""
    if not callable(search_function):
        raise TypeError("argument must be callable")
    _registry.append(search_function)


def unregister(search_function):
    """Unregister a codec search function and clear the registry's cache."""
    if search_function in _registry:
        _registry.remove(search_function)
    _cache.clear()


def lookup(encoding):
    """Looks up a codec tuple in the Python codec registry and returns a
    CodecInfo object."""
    if not isinstance(encoding, str):
        raise TypeError("lookup() argument must be str, not %s" % type(encoding).__name__)
    key = encoding.lower().replace(' ', '_')
    if key in _cache:
        return _cache[key]
    for search in _registry:
        info = search(key)
        if info is not None:
            if not isinstance(info, tuple) or len(info) != 4:
                raise TypeError("codec search functions must return 4-tuples")
            _cache[key] = info
            return info
    info = _builtin_lookup(_normalize(encoding))
    if info is None:
        raise LookupError("unknown encoding: %s" % encoding)
    _cache[key] = info
    return info


def _wrap(op, encoding, exc):
    try:
        wrapped = type(exc)("%s with '%s' codec failed (%s: %s)" % (op, encoding, type(exc).__name__, exc))
    except Exception:
        return exc
    return wrapped


def encode(obj, encoding='utf-8', errors='strict'):
    """Encodes obj using the codec registered for encoding."""
    info = lookup(encoding)
    try:
        result = info.encode(obj, errors)
    except (UnicodeError, LookupError):
        raise
    except Exception as e:
        raise _wrap('encoding', encoding, e) from None
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("encoder must return a tuple (object, integer)")
    return result[0]


def decode(obj, encoding='utf-8', errors='strict'):
    """Decodes obj using the codec registered for encoding."""
    info = lookup(encoding)
    try:
        result = info.decode(obj, errors)
    except (UnicodeError, LookupError):
        raise
    except Exception as e:
        raise _wrap('decoding', encoding, e) from None
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("decoder must return a tuple (object,integer)")
    return result[0]


def getencoder(encoding):
    return lookup(encoding).encode


def getdecoder(encoding):
    return lookup(encoding).decode


def _incremental_factory(encoding, kind):
    factory = getattr(lookup(encoding), kind)
    if factory is None:
        raise LookupError(encoding)
    return factory


def getincrementalencoder(encoding):
    return _incremental_factory(encoding, 'incrementalencoder')


def getincrementaldecoder(encoding):
    return _incremental_factory(encoding, 'incrementaldecoder')


def getreader(encoding):
    return lookup(encoding).streamreader


def getwriter(encoding):
    return lookup(encoding).streamwriter


def _feed(step, pieces, empty):
    # Each piece through the incremental coder, then a final flush; empty
    # results are not yielded.
    for piece in pieces:
        out = step(piece)
        if out:
            yield out
    out = step(empty, True)
    if out:
        yield out


def iterencode(iterator, encoding, errors='strict', **kwargs):
    coder = getincrementalencoder(encoding)(errors, **kwargs)
    yield from _feed(coder.encode, iterator, "")


def iterdecode(iterator, encoding, errors='strict', **kwargs):
    coder = getincrementaldecoder(encoding)(errors, **kwargs)
    yield from _feed(coder.decode, iterator, b"")


def open(filename, mode='r', encoding=None, errors='strict', buffering=-1):
    """Open an encoded file; with an encoding, a text file that encodes
    and decodes with it."""
    if encoding is None:
        return _builtins.open(filename, mode, buffering)
    mode = mode.replace('b', '')
    return _builtins.open(filename, mode, buffering, encoding=encoding, errors=errors)


def EncodedFile(file, data_encoding, file_encoding=None, errors='strict'):
    if file_encoding is None:
        file_encoding = data_encoding
    info = lookup(file_encoding)
    return StreamReaderWriter(file, info.streamreader, info.streamwriter, errors)


# --- _codecs-style functions -------------------------------------------

def _make_pair(module):
    name = _TEXT_NAMES[module]

    def enc(str, errors=None):
        if not isinstance(str, type('')):
            raise TypeError("%s_encode() argument 1 must be str, not %s" % (module, type(str).__name__))
        return str.encode(name, errors or 'strict'), len(str)

    def dec(data, errors=None, final=False):
        data = bytes(data)
        keep = 0
        if not final:
            if module == 'utf_8':
                keep = _utf8_tail(data)
            elif module.startswith('utf_16'):
                keep = _utf16_tail(data, module.endswith('_be'))
            elif module.startswith('utf_32'):
                keep = len(data) % 4
        data = data[:len(data) - keep]
        return data.decode(name, errors or 'strict'), len(data)
    enc.__name__ = module + '_encode'
    dec.__name__ = module + '_decode'
    return enc, dec


utf_8_encode, utf_8_decode = _make_pair('utf_8')
utf_16_encode, utf_16_decode = _make_pair('utf_16')
utf_16_le_encode, utf_16_le_decode = _make_pair('utf_16_le')
utf_16_be_encode, utf_16_be_decode = _make_pair('utf_16_be')
utf_32_encode, utf_32_decode = _make_pair('utf_32')
utf_32_le_encode, utf_32_le_decode = _make_pair('utf_32_le')
utf_32_be_encode, utf_32_be_decode = _make_pair('utf_32_be')
latin_1_encode, latin_1_decode = _make_pair('latin_1')
ascii_encode, ascii_decode = _make_pair('ascii')


# --- error handlers ---------------------------------------------------------

def strict_errors(exception):
    """Implements the 'strict' error handling, which raises a UnicodeError on coding errors."""
    raise exception


def ignore_errors(exception):
    """Implements the 'ignore' error handling, which ignores malformed data and continues."""
    if not isinstance(exception, UnicodeError):
        raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)
    return ('', exception.end)


def replace_errors(exception):
    """Implements the 'replace' error handling, which replaces malformed data with a replacement marker."""
    if isinstance(exception, UnicodeEncodeError):
        return ('?' * (exception.end - exception.start), exception.end)
    if isinstance(exception, UnicodeDecodeError):
        return ('\ufffd', exception.end)
    raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)


def xmlcharrefreplace_errors(exception):
    """Implements the 'xmlcharrefreplace' error handling."""
    if not isinstance(exception, UnicodeEncodeError):
        raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)
    s = exception.object[exception.start:exception.end]
    return (''.join('&#%d;' % ord(c) for c in s), exception.end)


def backslashreplace_errors(exception):
    """Implements the 'backslashreplace' error handling."""
    if isinstance(exception, UnicodeDecodeError):
        b = exception.object[exception.start:exception.end]
        return (''.join('\\x%02x' % c for c in b), exception.end)
    if isinstance(exception, UnicodeEncodeError):
        out = []
        for c in exception.object[exception.start:exception.end]:
            o = ord(c)
            out.append(('\\x%02x' % o) if o < 0x100 else ('\\u%04x' % o) if o < 0x10000 else ('\\U%08x' % o))
        return (''.join(out), exception.end)
    raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)


def namereplace_errors(exception):
    """Implements the 'namereplace' error handling (without character names: backslash escapes)."""
    return backslashreplace_errors(exception)


_handlers = {
    'strict': strict_errors, 'ignore': ignore_errors, 'replace': replace_errors,
    'xmlcharrefreplace': xmlcharrefreplace_errors, 'backslashreplace': backslashreplace_errors,
    'namereplace': namereplace_errors,
}


def register_error(errors, handler):
    """Register the specified error handler under the name errors."""
    if not callable(handler):
        raise TypeError("handler must be callable")
    _handlers[errors] = handler


def lookup_error(name):
    """Return the error handler for the specified error handling name."""
    try:
        return _handlers[name]
    except KeyError:
        raise LookupError("unknown error handler name '%s'" % name) from None
