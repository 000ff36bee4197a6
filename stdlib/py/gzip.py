"""Reading and writing gzip-compressed data and files.

pyex writes this module in Python over zlib (Go). A GzipFile opened for
reading decompresses the whole of its file object on the first read, which
suits the in-memory files of a sandboxed run; writing streams through a
zlib compressor. Compressed bytes differ from CPython's (see zlib in
docs/DIFFERENCES.md); headers and trailers are the same.
"""

import builtins
import io
import os
import zlib

__all__ = ["BadGzipFile", "GzipFile", "open", "compress", "decompress"]

FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16

READ, WRITE = 1, 2

_COMPRESS_LEVEL_FAST = 1
_COMPRESS_LEVEL_TRADEOFF = 6
_COMPRESS_LEVEL_BEST = 9

_EOF_MESSAGE = "Compressed file ended before the end-of-stream marker was reached"


class BadGzipFile(OSError):
    """The data is not a valid gzip stream."""


def _now():
    import time
    return time.time()


def _xfl(level):
    if level == _COMPRESS_LEVEL_BEST:
        return 2
    if level == _COMPRESS_LEVEL_FAST:
        return 4
    return 0


def _u32(n):
    return (n & 0xffffffff).to_bytes(4, 'little')


def _parse_header(data, pos):
    """Return (offset after the header, mtime) of the member at pos, or
    None at the end of the data."""
    magic = data[pos:pos + 2]
    if magic == b'':
        return None
    if magic != b'\037\213':
        raise BadGzipFile('Not a gzipped file (%r)' % magic)
    if len(data) < pos + 10:
        raise EOFError(_EOF_MESSAGE)
    method, flag = data[pos + 2], data[pos + 3]
    mtime = int.from_bytes(data[pos + 4:pos + 8], 'little')
    if method != 8:
        raise BadGzipFile('Unknown compression method')
    pos += 10
    if flag & FEXTRA:
        if len(data) < pos + 2:
            raise EOFError(_EOF_MESSAGE)
        n = int.from_bytes(data[pos:pos + 2], 'little')
        pos += 2
        if len(data) < pos + n:
            raise EOFError(_EOF_MESSAGE)
        pos += n
    for bit in (FNAME, FCOMMENT):
        if flag & bit:
            end = data.find(b'\0', pos)
            pos = len(data) if end < 0 else end + 1
    if flag & FHCRC:
        if len(data) < pos + 2:
            raise EOFError(_EOF_MESSAGE)
        pos += 2
    return pos, mtime


def _decompress_members(data, strict_crc_message):
    """Decompress every member of data; return (bytes, last mtime)."""
    out = []
    pos = 0
    mtime = None
    while True:
        found = _parse_header(data, pos)
        if found is None:
            return b''.join(out), mtime
        pos, mtime = found
        d = zlib.decompressobj(-zlib.MAX_WBITS)
        chunk = d.decompress(data[pos:])
        if not d.eof or len(d.unused_data) < 8:
            raise EOFError(_EOF_MESSAGE)
        rest = d.unused_data
        crc = int.from_bytes(rest[:4], 'little')
        size = int.from_bytes(rest[4:8], 'little')
        actual = zlib.crc32(chunk)
        if crc != actual:
            if strict_crc_message:
                raise BadGzipFile("CRC check failed %s != %s" % (hex(crc), hex(actual)))
            raise BadGzipFile("CRC check failed")
        if size != (len(chunk) & 0xffffffff):
            raise BadGzipFile("Incorrect length of data produced")
        out.append(chunk)
        rest = rest[8:].lstrip(b'\x00')
        data = rest
        pos = 0


def compress(data, compresslevel=_COMPRESS_LEVEL_BEST, *, mtime=None):
    """Compress data in one shot and return the compressed string."""
    if mtime == 0:
        return zlib.compress(data, level=compresslevel, wbits=31)
    if mtime is None:
        mtime = _now()
    header = b'\037\213\010\000' + _u32(int(mtime)) + bytes((_xfl(compresslevel), 255))
    body = zlib.compress(data, level=compresslevel, wbits=-15)
    return header + body + _u32(zlib.crc32(data)) + _u32(len(data))


def decompress(data):
    """Decompress a gzip compressed string in one shot."""
    return _decompress_members(bytes(data), False)[0]


def _stream_name(fileobj):
    name = getattr(fileobj, 'name', '')
    return name if isinstance(name, (str, bytes)) else ''


def _binary_mode(mode):
    # GzipFile is always binary: 'b' is implied, text modes are refused.
    if not mode:
        return mode
    if 't' in mode or 'U' in mode:
        raise ValueError(f"Invalid mode: {mode!r}")
    return mode if 'b' in mode else mode + 'b'


class GzipFile(io.BufferedIOBase):
    """A gzip stream read or written through a file object."""

    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST,
                 fileobj=None, mtime=None):
        mode = _binary_mode(mode)
        if fileobj is None:
            fileobj = self.myfileobj = builtins.open(filename, mode or 'rb')
        # The name goes into the header: from the file object when only it
        # is given (and names something), else the path given.
        if filename is None:
            filename = _stream_name(fileobj)
        else:
            filename = os.fspath(filename)
        if mode is None:
            mode = getattr(fileobj, 'mode', 'rb')
        kind = mode[:1]
        if kind == 'r':
            self.mode = READ
            self._data = None
            self._pos = 0
            self._last_mtime = None
        elif kind in ('w', 'a', 'x'):
            self.mode = WRITE
            self.crc = zlib.crc32(b'')
            self.size = self.offset = 0
            self.compress = zlib.compressobj(compresslevel, zlib.DEFLATED, -zlib.MAX_WBITS,
                                             zlib.DEF_MEM_LEVEL, 0)
            self._write_mtime = mtime
        else:
            raise ValueError(f"Invalid mode: {mode!r}")
        self.name = filename
        self.fileobj = fileobj
        if self.mode == WRITE:
            self._write_header(compresslevel)

    @property
    def mtime(self):
        """The mtime of the last member header read (None before any, and when
        writing)."""
        return self._last_mtime if self.mode == READ else None

    def __repr__(self):
        s = repr(self.fileobj)
        return '<gzip ' + s[1:-1] + ' ' + hex(id(self)) + '>'

    def _write_header(self, compresslevel):
        name = self.name
        if isinstance(name, str):
            name = name.replace('\\', '/').rsplit('/', 1)[-1]
            try:
                fname = name.encode('latin-1')
            except UnicodeEncodeError:
                fname = b''
        else:
            fname = bytes(name).rsplit(b'/', 1)[-1]
        if fname.endswith(b'.gz'):
            fname = fname[:-3]
        mtime = self._write_mtime
        if mtime is None:
            mtime = _now()
        header = b'\037\213\010' + bytes((FNAME if fname else 0,)) + _u32(int(mtime))
        header += bytes((_xfl(compresslevel), 255))
        if fname:
            header += fname + b'\000'
        self.fileobj.write(header)

    def _check_not_closed(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def _check_read(self, what):
        self._check_not_closed()
        if self.mode != READ:
            raise OSError(9, what + "() on write-only GzipFile object")
        if self._data is None:
            raw = self.fileobj.read()
            self._data, self._last_mtime = _decompress_members(bytes(raw), True)

    def write(self, data):
        self._check_not_closed()
        if self.mode != WRITE:
            raise OSError(9, "write() on read-only GzipFile object")
        if self.fileobj is None:
            raise ValueError("write() on closed GzipFile object")
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("memoryview: a bytes-like object is required, not '%s'"
                            % type(data).__name__)
        if data:
            self.fileobj.write(self.compress.compress(data))
            self.crc = zlib.crc32(data, self.crc)
            self.size += len(data)
            self.offset += len(data)
        return len(data)

    def read(self, size=-1):
        self._check_read("read")
        if size is None or size < 0:
            out = self._data[self._pos:]
        else:
            out = self._data[self._pos:self._pos + size]
        self._pos += len(out)
        return out

    def read1(self, size=-1):
        self._check_read("read1")
        if size < 0:
            size = io.DEFAULT_BUFFER_SIZE
        return self.read(size)

    def peek(self, n):
        self._check_read("peek")
        return self._data[self._pos:self._pos + max(n, 1)]

    def readline(self, size=-1):
        self._check_read("readline")
        end = self._data.find(b'\n', self._pos)
        end = len(self._data) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = self._data[self._pos:end]
        self._pos = end
        return out

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                return lines

    def __iter__(self):
        self._check_not_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    @property
    def closed(self):
        return self.fileobj is None

    def close(self):
        fileobj, self.fileobj = self.fileobj, None
        if fileobj is None:
            return
        try:
            if self.mode == WRITE:
                # The rest of the deflate stream, then the trailer: CRC-32
                # and size modulo 2**32, both little-endian.
                for piece in (self.compress.flush(), _u32(self.crc), _u32(self.size)):
                    fileobj.write(piece)
        finally:
            own, self.myfileobj = self.myfileobj, None
            if own:
                own.close()

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_not_closed()
        if self.mode == WRITE:
            self.fileobj.write(self.compress.flush(zlib_mode))
            self.fileobj.flush()

    def fileno(self):
        return self.fileobj.fileno()

    def rewind(self):
        if self.mode != READ:
            raise OSError("Can't rewind in write mode")
        self._pos = 0

    def readable(self):
        return self.mode == READ

    def writable(self):
        return self.mode == WRITE

    def seekable(self):
        return True

    def tell(self):
        self._check_not_closed()
        return self.offset if self.mode == WRITE else self._pos

    def seek(self, offset, whence=io.SEEK_SET):
        if self.mode == WRITE:
            # Writing can only move forward, by writing zeros.
            if whence == io.SEEK_CUR:
                offset += self.offset
            elif whence != io.SEEK_SET:
                raise ValueError('Seek from end not supported')
            if offset < self.offset:
                raise OSError('Negative seek in write mode')
            self.write(b'\0' * (offset - self.offset))
            return self.offset
        self._check_read("seek")
        if whence == io.SEEK_CUR:
            offset = self._pos + offset
        elif whence == io.SEEK_END:
            offset = len(self._data) + offset
        self._pos = max(0, min(offset, len(self._data)))
        return self._pos

    def __enter__(self):
        self._check_not_closed()
        return self

    def __exit__(self, *args):
        self.close()


def open(filename, mode="rb", compresslevel=_COMPRESS_LEVEL_BEST,
         encoding=None, errors=None, newline=None):
    """Open a gzip-compressed file in binary or text mode."""
    if "t" in mode:
        if "b" in mode:
            raise ValueError("Invalid mode: %r" % (mode,))
    else:
        # The text-only arguments make no sense for bytes.
        for arg, value in (('encoding', encoding), ('errors', errors),
                           ('newline', newline)):
            if value is not None:
                raise ValueError(f"Argument '{arg}' not supported in binary mode")
    gz_mode = mode.replace("t", "")
    if isinstance(filename, (str, bytes, os.PathLike)):
        binary_file = GzipFile(filename, gz_mode, compresslevel)
    elif not (hasattr(filename, "read") or hasattr(filename, "write")):
        raise TypeError("filename must be a str or bytes object, or a file")
    else:
        binary_file = GzipFile(None, gz_mode, compresslevel, filename)
    if "t" not in mode:
        return binary_file
    try:
        return io.TextIOWrapper(binary_file, encoding, errors, newline)
    except TypeError:
        # This runtime's TextIOWrapper may refuse a Python-level buffer.
        return _TextFile(binary_file, encoding, errors, newline)


class _TextFile:
    """Text over a GzipFile, for when io.TextIOWrapper cannot wrap one."""

    def __init__(self, binary, encoding, errors, newline):
        self.buffer = binary
        self.encoding = encoding or 'utf-8'
        self.errors = errors or 'strict'
        self.newline = newline
        self._text = None
        self._pos = 0

    def _load(self):
        if self._text is None:
            text = self.buffer.read().decode(self.encoding, self.errors)
            if self.newline is None:
                text = text.replace('\r\n', '\n').replace('\r', '\n')
            self._text = text
        return self._text

    def read(self, size=-1):
        text = self._load()
        end = len(text) if size is None or size < 0 else self._pos + size
        out = text[self._pos:end]
        self._pos += len(out)
        return out

    def readline(self, size=-1):
        text = self._load()
        end = text.find('\n', self._pos)
        end = len(text) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = text[self._pos:end]
        self._pos = end
        return out

    def readlines(self, hint=-1):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not %s" % type(s).__name__)
        text = s
        if self.newline not in (None, '', '\n'):
            text = text.replace('\n', self.newline)
        self.buffer.write(text.encode(self.encoding, self.errors))
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        pass

    @property
    def closed(self):
        return self.buffer.closed

    def close(self):
        self.buffer.close()

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()
