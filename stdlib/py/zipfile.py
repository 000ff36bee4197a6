"""Read and write ZIP archives (written in Python, with deflate and CRC-32
from the Go helper _zipfile).

ZipFile works on a path of the run's filesystem or on a binary file object
(BytesIO, an open file). Methods ZIP_STORED and ZIP_DEFLATED are supported;
deflated data is Go's compress/flate output, which decompresses to the same
bytes as CPython's but may differ from zlib's in compressed size. An
archive being written is assembled in memory and written out on close.
ZIP64 archives (over 4 GiB or 65535 entries) are not supported.
"""

import io, os, stat, struct, time
import _zipfile

__all__ = ["BadZipFile", "BadZipfile", "error", "ZIP_STORED", "ZIP_DEFLATED",
           "ZIP_BZIP2", "ZIP_LZMA", "is_zipfile", "ZipInfo", "ZipFile",
           "PyZipFile", "LargeZipFile", "Path"]


class BadZipFile(Exception):
    pass


class LargeZipFile(Exception):
    """Raised when writing a zipfile that would need ZIP64 extensions."""


error = BadZipfile = BadZipFile

ZIP_STORED = 0
ZIP_DEFLATED = 8
ZIP_BZIP2 = 12
ZIP_LZMA = 14

DEFAULT_VERSION = 20
ZIP64_VERSION = 45
ZIP_MAX_COMMENT = (1 << 16) - 1

_LOCAL = struct.Struct("<4s2B4HL2L2H")
_CENTRAL = struct.Struct("<4s4B4HL2L5H2L")
_END = struct.Struct("<4s4H2LH")
_LOCAL_SIG = b"PK\003\004"
_CENTRAL_SIG = b"PK\001\002"
_END_SIG = b"PK\005\006"

# The upper half of code page 437, the encoding of names without the
# UTF-8 flag (the lower half is ASCII).
_CP437_HIGH = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\xa0'


def _decode_cp437(raw):
    return ''.join(chr(b) if b < 128 else _CP437_HIGH[b - 128] for b in raw)


_METHOD_NAMES = {ZIP_STORED: 'store', ZIP_DEFLATED: 'deflate', ZIP_BZIP2: 'bzip2', ZIP_LZMA: 'lzma'}


def _check_method(method):
    if method in (ZIP_STORED, ZIP_DEFLATED):
        return
    if method in (ZIP_BZIP2, ZIP_LZMA):
        raise RuntimeError("Compression requires the (missing) %s module"
                           % ('bz2' if method == ZIP_BZIP2 else 'lzma'))
    raise NotImplementedError("That compression method is not supported")


class ZipInfo:
    """The description of one member of an archive."""

    __slots__ = ('orig_filename', 'filename', 'date_time', 'compress_type',
                 '_compresslevel', 'comment', 'extra', 'create_system',
                 'create_version', 'extract_version', 'reserved', 'flag_bits',
                 'volume', 'internal_attr', 'external_attr', 'header_offset',
                 'CRC', 'compress_size', 'file_size', '_raw_time')

    def __init__(self, filename="NoName", date_time=(1980, 1, 1, 0, 0, 0)):
        self.orig_filename = filename
        null = filename.find(chr(0))
        if null >= 0:
            filename = filename[:null]
        if os.sep != "/" and os.sep in filename:
            filename = filename.replace(os.sep, "/")
        self.filename = filename
        self.date_time = date_time
        if date_time[0] < 1980:
            raise ValueError('ZIP does not support timestamps before 1980')
        self.compress_type = ZIP_STORED
        self._compresslevel = None
        self.comment = b""
        self.extra = b""
        self.create_system = 3
        self.create_version = DEFAULT_VERSION
        self.extract_version = DEFAULT_VERSION
        self.reserved = 0
        self.flag_bits = 0
        self.volume = 0
        self.internal_attr = 0
        self.external_attr = 0
        self.header_offset = 0
        self.CRC = 0
        self.compress_size = 0
        self.file_size = 0

    def __repr__(self):
        out = ['<%s filename=%r' % (self.__class__.__name__, self.filename)]
        if self.compress_type != ZIP_STORED:
            out.append(' compress_type=%s' % _METHOD_NAMES.get(self.compress_type, self.compress_type))
        hi = self.external_attr >> 16
        lo = self.external_attr & 0xFFFF
        if hi:
            out.append(' filemode=%r' % stat.filemode(hi))
        if lo:
            out.append(' external_attr=%#x' % lo)
        isdir = self.is_dir()
        if not isdir or self.file_size:
            out.append(' file_size=%r' % self.file_size)
        if ((not isdir or self.compress_size) and
                (self.compress_type != ZIP_STORED or self.file_size != self.compress_size)):
            out.append(' compress_size=%r' % self.compress_size)
        out.append('>')
        return ''.join(out)

    def is_dir(self):
        return self.filename.endswith('/')

    def _dos_time(self):
        y, mo, d, h, mi, s = self.date_time
        return (h << 11) | (mi << 5) | (s // 2), ((y - 1980) << 9) | (mo << 5) | d

    def _encoded_name(self):
        try:
            return self.filename.encode('ascii'), self.flag_bits
        except UnicodeEncodeError:
            return self.filename.encode('utf-8'), self.flag_bits | 0x800

    @classmethod
    def from_file(cls, filename, arcname=None, *, strict_timestamps=True):
        filename = os.fspath(filename)
        st = os.stat(filename)
        is_dir = stat.S_ISDIR(st.st_mode)
        stamp = time.localtime(st.st_mtime)[:6]
        if not strict_timestamps:
            # ZIP dates run from 1980 to 2107: clamp rather than fail.
            stamp = max(_FIRST_DATE, min(stamp, _LAST_DATE))
        name = _archive_name(filename if arcname is None else arcname)
        info = cls(name + '/' if is_dir else name, stamp)
        # The high 16 bits hold the Unix mode; 0x10 is MS-DOS's directory bit.
        info.external_attr = (st.st_mode & 0xFFFF) << 16 | (0x10 if is_dir else 0)
        info.file_size = 0 if is_dir else st.st_size
        return info


_FIRST_DATE = (1980, 1, 1, 0, 0, 0)
_LAST_DATE = (2107, 12, 31, 23, 59, 59)


def _archive_name(path):
    # Names inside an archive are normalised, with no drive and no
    # leading separator.
    name = os.path.normpath(os.path.splitdrive(path)[1])
    return name.lstrip(os.sep + (os.altsep or ''))


def _read_archive(data):
    """Returns the members of the archive bytes data, and its comment."""
    end = data.rfind(_END_SIG, max(0, len(data) - (_END.size + ZIP_MAX_COMMENT)))
    if end < 0 or len(data) - end < _END.size:
        raise BadZipFile("File is not a zip file")
    (_, _, _, _, count, cd_size, cd_offset, comment_len) = _END.unpack_from(data, end)
    comment = data[end + _END.size:end + _END.size + comment_len]
    # An archive appended to other data: the directory is just before the end record.
    concat = end - cd_size - cd_offset
    pos = cd_offset + concat
    members = []
    for _ in range(count):
        if pos + _CENTRAL.size > len(data):
            raise BadZipFile("Truncated central directory")
        fields = _CENTRAL.unpack_from(data, pos)
        if fields[0] != _CENTRAL_SIG:
            raise BadZipFile("Bad magic number for central directory")
        (_, create_version, create_system, extract_version, reserved, flags,
         method, t, d, crc, csize, usize, nlen, elen, clen, _, iattr, eattr, offset) = fields
        pos += _CENTRAL.size
        raw_name = data[pos:pos + nlen]
        pos += nlen
        extra = data[pos:pos + elen]
        pos += elen
        member_comment = data[pos:pos + clen]
        pos += clen
        name = raw_name.decode('utf-8') if flags & 0x800 else _decode_cp437(raw_name)
        zinfo = ZipInfo(name)
        zinfo.extra = extra
        zinfo.comment = member_comment
        zinfo.header_offset = offset + concat
        zinfo.create_version, zinfo.create_system = create_version, create_system
        zinfo.extract_version, zinfo.reserved = extract_version, reserved
        zinfo.flag_bits, zinfo.compress_type = flags, method
        zinfo.CRC, zinfo.compress_size, zinfo.file_size = crc, csize, usize
        zinfo.volume, zinfo.internal_attr, zinfo.external_attr = 0, iattr, eattr
        zinfo._raw_time = t
        zinfo.date_time = ((d >> 9) + 1980, (d >> 5) & 0xF, d & 0x1F, t >> 11, (t >> 5) & 0x3F, (t & 0x1F) * 2)
        members.append(zinfo)
    return members, comment


def _member_data(data, zinfo):
    """Returns the uncompressed bytes of member zinfo of archive data."""
    pos = zinfo.header_offset
    if pos + _LOCAL.size > len(data):
        raise BadZipFile("Truncated file header")
    fields = _LOCAL.unpack_from(data, pos)
    if fields[0] != _LOCAL_SIG:
        raise BadZipFile("Bad magic number for file header")
    nlen, elen = fields[-2], fields[-1]
    start = pos + _LOCAL.size + nlen + elen
    raw = data[start:start + zinfo.compress_size]
    if zinfo.flag_bits & 0x1:
        raise NotImplementedError("That compression method is not supported")
    if zinfo.compress_type == ZIP_STORED:
        out = raw
    elif zinfo.compress_type == ZIP_DEFLATED:
        try:
            out = _zipfile.inflate(raw, zinfo.file_size)
        except _zipfile.error:
            raise BadZipFile("Bad CRC-32 for file %r" % zinfo.filename) from None
    else:
        _check_method(zinfo.compress_type)
        out = raw
    if len(out) != zinfo.file_size or _zipfile.crc32(out) != zinfo.CRC:
        raise BadZipFile("Bad CRC-32 for file %r" % zinfo.filename)
    return out


def is_zipfile(filename):
    """Reports whether filename (a path or a file object) is a ZIP archive."""
    try:
        if hasattr(filename, "read"):
            pos = filename.tell()
            filename.seek(0)
            data = filename.read()
            filename.seek(pos)
        else:
            with open(filename, "rb") as f:
                data = f.read()
        _read_archive(data)
        return True
    except (OSError, BadZipFile, struct.error):
        return False


class _MemberReader(io.BytesIO):
    """What ZipFile.open(name) returns: the member's bytes."""


class _MemberWriter(io.BytesIO):
    """What ZipFile.open(name, 'w') returns: the member is added on close."""

    def __init__(self, zf, zinfo):
        super().__init__()
        self._zf = zf
        self._zinfo = zinfo

    def close(self):
        if not self.closed:
            data = self.getvalue()
            super().close()
            self._zf._writing = False
            self._zf._add(self._zinfo, data)


class ZipFile:
    """A ZIP archive opened for reading ('r'), writing ('w', 'x') or
    appending ('a')."""

    fp = None

    def __init__(self, file, mode="r", compression=ZIP_STORED, allowZip64=True,
                 compresslevel=None, *, strict_timestamps=True, metadata_encoding=None):
        if mode not in ('r', 'w', 'x', 'a'):
            raise ValueError("ZipFile requires mode 'r', 'w', 'x', or 'a'")
        _check_method(compression)
        self.mode = mode
        self.compression = compression
        self.compresslevel = compresslevel
        self.debug = 0
        self._comment = b''
        self._strict_timestamps = strict_timestamps
        self._writing = False
        self._members = []
        self._by_name = {}
        self._data = b''
        self._closed = False
        self._own = False
        if isinstance(file, os.PathLike):
            file = os.fspath(file)
        if isinstance(file, str):
            self.filename = file
            self._own = True
            if mode == 'r':
                with open(file, 'rb') as f:
                    self._data = f.read()
            elif mode == 'a':
                try:
                    with open(file, 'rb') as f:
                        self._data = f.read()
                except FileNotFoundError:
                    self._data = b''
            elif mode == 'x':
                open(file, 'xb').close()
            else:
                open(file, 'wb').close()
            self.fp = None
        else:
            self.fp = file
            self.filename = getattr(file, 'name', None)
            self._start = 0
            if mode in ('r', 'a'):
                file.seek(0)
                self._data = file.read()
            else:
                self._start = file.tell()
        if mode == 'r' or (mode == 'a' and self._data):
            try:
                members, self._comment = _read_archive(self._data)
            except struct.error:
                raise BadZipFile("File is not a zip file") from None
            for z in members:
                self._members.append(z)
                self._by_name[z.filename] = z
            if mode == 'a':
                self._payloads = {z.filename: _member_data(self._data, z) for z in members}
        if mode != 'r':
            if not hasattr(self, '_payloads'):
                self._payloads = {}

    def __enter__(self):
        return self

    def __exit__(self, type, value, traceback):
        self.close()

    def __repr__(self):
        cls = self.__class__
        if self._closed:
            detail = ' [closed]'
        else:
            detail = ' mode=%r' % self.mode
            if self.filename is not None:
                detail = ' filename=%r' % self.filename + detail
        return '<%s.%s%s>' % (cls.__module__, cls.__qualname__, detail)

    @property
    def comment(self):
        return self._comment

    @comment.setter
    def comment(self, comment):
        if not isinstance(comment, bytes):
            raise TypeError("comment: expected bytes, got %s" % type(comment).__name__)
        self._comment = comment[:ZIP_MAX_COMMENT]

    def namelist(self):
        return [z.filename for z in self._members]

    def infolist(self):
        return list(self._members)

    def printdir(self, file=None):
        print("%-46s %19s %12s" % ("File Name", "Modified    ", "Size"), file=file)
        for zinfo in self._members:
            date = "%d-%02d-%02d %02d:%02d:%02d" % zinfo.date_time[:6]
            print("%-46s %s %12d" % (zinfo.filename, date, zinfo.file_size), file=file)

    def getinfo(self, name):
        info = self._by_name.get(name)
        if info is None:
            raise KeyError('There is no item named %r in the archive' % name)
        return info

    def _check_open(self, what):
        if self._closed:
            raise ValueError('Attempt to %s ZIP archive that was already closed' % what)

    def _member_bytes(self, zinfo):
        if self.mode != 'r' and zinfo.filename in self._payloads:
            return self._payloads[zinfo.filename]
        return _member_data(self._data, zinfo)

    def read(self, name, pwd=None):
        self._check_open('read from')
        zinfo = name if isinstance(name, ZipInfo) else self.getinfo(name)
        if pwd is not None:
            raise NotImplementedError("That compression method is not supported")
        return self._member_bytes(zinfo)

    def open(self, name, mode="r", pwd=None, *, force_zip64=False):
        if mode not in ("r", "w"):
            raise ValueError('open() requires mode "r" or "w"')
        self._check_open('read from' if mode == 'r' else 'write to')
        if mode == "w":
            if self.mode == 'r':
                raise ValueError("write() requires mode 'w', 'x', or 'a'")
            if isinstance(name, ZipInfo):
                zinfo = name
            else:
                zinfo = ZipInfo(name, time.localtime(time.time())[:6])
                zinfo.compress_type = self.compression
                zinfo._compresslevel = self.compresslevel
                zinfo.external_attr = 0o600 << 16
            self._writing = True
            return _MemberWriter(self, zinfo)
        zinfo = name if isinstance(name, ZipInfo) else self.getinfo(name)
        f = _MemberReader(self._member_bytes(zinfo))
        f.name = zinfo.filename
        return f

    def testzip(self):
        for zinfo in self._members:
            try:
                self._member_bytes(zinfo)
            except BadZipFile:
                return zinfo.filename
        return None

    def _add(self, zinfo, data):
        if isinstance(data, str):
            data = data.encode("utf-8")
        if not zinfo.external_attr:
            zinfo.external_attr = 0o600 << 16
        zinfo.file_size = len(data)
        zinfo.CRC = _zipfile.crc32(data)
        method = zinfo.compress_type
        _check_method(method)
        if method == ZIP_DEFLATED:
            level = zinfo._compresslevel
            if level is None:
                level = -1
            zinfo.compress_size = len(_zipfile.deflate(data, level))
        else:
            zinfo.compress_size = len(data)
        if zinfo.filename in self._by_name:
            import warnings
            warnings.warn('Duplicate name: %r' % zinfo.filename, UserWarning, stacklevel=3)
        self._members.append(zinfo)
        self._by_name[zinfo.filename] = zinfo
        self._payloads[zinfo.filename] = data

    def _check_writable(self):
        if self.mode == 'r':
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        self._check_open('write to')
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists")

    def writestr(self, zinfo_or_arcname, data, compress_type=None, compresslevel=None):
        self._check_writable()
        if isinstance(zinfo_or_arcname, ZipInfo):
            zinfo = zinfo_or_arcname
        else:
            zinfo = ZipInfo(zinfo_or_arcname, time.localtime(time.time())[:6])
            zinfo.compress_type = self.compression
            zinfo._compresslevel = self.compresslevel
            if zinfo.filename.endswith('/'):
                zinfo.external_attr = 0o40775 << 16
                zinfo.external_attr |= 0x10
            else:
                zinfo.external_attr = 0o600 << 16
        if compress_type is not None:
            zinfo.compress_type = compress_type
        if compresslevel is not None:
            zinfo._compresslevel = compresslevel
        self._add(zinfo, data)

    def mkdir(self, zinfo_or_directory_name, mode=511):
        self._check_writable()
        target = zinfo_or_directory_name
        if isinstance(target, str):
            name = target if target.endswith("/") else target + "/"
            zinfo = ZipInfo(name, time.localtime(time.time())[:6])
            zinfo.external_attr = ((0o40000 | mode) & 0xFFFF) << 16 | 0x10
        elif not isinstance(target, ZipInfo):
            raise TypeError("Expected type str or ZipInfo")
        elif not target.is_dir():
            raise ValueError("The given ZipInfo does not describe a directory")
        else:
            zinfo = target
        self._add(zinfo, b"")

    def write(self, filename, arcname=None, compress_type=None, compresslevel=None):
        self._check_writable()
        zinfo = ZipInfo.from_file(filename, arcname, strict_timestamps=self._strict_timestamps)
        if zinfo.is_dir():
            zinfo.compress_size = 0
            zinfo.CRC = 0
            self._add(zinfo, b"")
            return
        zinfo.compress_type = compress_type if compress_type is not None else self.compression
        zinfo._compresslevel = compresslevel if compresslevel is not None else self.compresslevel
        with open(filename, "rb") as f:
            self._add(zinfo, f.read())

    def _sanitized(self, member, targetpath):
        arcname = member.filename.replace('/', os.path.sep)
        arcname = os.path.splitdrive(arcname)[1]
        invalid = ('', os.path.curdir, os.path.pardir)
        arcname = os.path.sep.join(x for x in arcname.split(os.path.sep) if x not in invalid)
        target = os.path.join(targetpath, arcname)
        return os.path.normpath(target)

    def extract(self, member, path=None, pwd=None):
        path = os.getcwd() if path is None else os.fspath(path)
        zinfo = member if isinstance(member, ZipInfo) else self.getinfo(member)
        target = self._sanitized(zinfo, path)
        parent = os.path.dirname(target)
        if parent and not os.path.exists(parent):
            os.makedirs(parent)
        if zinfo.is_dir():
            if not os.path.isdir(target):
                os.mkdir(target)
            return target
        with open(target, "wb") as f:
            f.write(self.read(zinfo))
        return target

    def extractall(self, path=None, members=None, pwd=None):
        if members is None:
            members = self._members
        if path is None:
            path = os.getcwd()
        else:
            path = os.fspath(path)
        for m in members:
            self.extract(m, path, pwd)

    def _archive_bytes(self):
        out = bytearray()
        central = bytearray()
        for zinfo in self._members:
            data = self._payloads[zinfo.filename] if zinfo.filename in self._payloads else _member_data(self._data, zinfo)
            if zinfo.compress_type == ZIP_DEFLATED:
                level = zinfo._compresslevel
                payload = _zipfile.deflate(data, -1 if level is None else level)
                zinfo.extract_version = max(zinfo.extract_version, 20)
            else:
                payload = data
            zinfo.compress_size = len(payload)
            zinfo.file_size = len(data)
            zinfo.CRC = _zipfile.crc32(data)
            name, flags = zinfo._encoded_name()
            dostime, dosdate = zinfo._dos_time()
            zinfo.header_offset = len(out)
            out += _LOCAL.pack(_LOCAL_SIG, zinfo.extract_version, zinfo.reserved, flags,
                               zinfo.compress_type, dostime, dosdate, zinfo.CRC,
                               zinfo.compress_size, zinfo.file_size, len(name), len(zinfo.extra))
            out += name + zinfo.extra + payload
            central += _CENTRAL.pack(_CENTRAL_SIG, zinfo.create_version, zinfo.create_system,
                                     zinfo.extract_version, zinfo.reserved, flags,
                                     zinfo.compress_type, dostime, dosdate, zinfo.CRC,
                                     zinfo.compress_size, zinfo.file_size, len(name),
                                     len(zinfo.extra), len(zinfo.comment), 0,
                                     zinfo.internal_attr, zinfo.external_attr,
                                     zinfo.header_offset)
            central += name + zinfo.extra + zinfo.comment
        offset = len(out)
        out += central
        out += _END.pack(_END_SIG, 0, 0, len(self._members), len(self._members),
                         len(central), offset, len(self._comment))
        out += self._comment
        return bytes(out)

    def close(self):
        if self._closed:
            return
        if self._writing:
            raise ValueError("Can't close the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle before closing the zip.")
        self._closed = True
        if self.mode == 'r':
            return
        data = self._archive_bytes()
        if self._own:
            with open(self.filename, 'wb') as f:
                f.write(data)
        else:
            self.fp.seek(self._start)
            self.fp.write(data)
            if hasattr(self.fp, 'truncate'):
                self.fp.truncate()
