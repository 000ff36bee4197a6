"""Temporary files and directories on the run's filesystem (written in
Python).

The temporary directory is /tmp of the in-memory filesystem (or $TMPDIR
from the run's environment); it is made on first use. Names are 'tmp'
followed by eight characters drawn from os.urandom, the run's seeded
entropy, so a run with the same seed makes the same names.
TemporaryFile is a NamedTemporaryFile: the in-memory filesystem has no
unlinked-but-open files.
"""

import io as _io
import os as _os
import shutil as _shutil
import types as _types

__all__ = [
    "NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile",
    "TemporaryDirectory", "mkstemp", "mkdtemp", "mktemp", "TMP_MAX",
    "gettempprefix", "tempdir", "gettempdir", "gettempprefixb", "gettempdirb",
]

TMP_MAX = 10000
template = "tmp"
tempdir = None

_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789_"


def _random_name():
    data = _os.urandom(8)
    return ''.join(_CHARACTERS[b % len(_CHARACTERS)] for b in data)


def gettempprefix():
    return template


def gettempprefixb():
    return _os.fsencode(template)


def _candidates():
    dirs = []
    for env in ('TMPDIR', 'TEMP', 'TMP'):
        d = _os.getenv(env)
        if d:
            dirs.append(d)
    dirs.extend(['/tmp', '/var/tmp', '/usr/tmp'])
    dirs.append(_os.getcwd())
    return dirs


def gettempdir():
    """Returns the directory temporary files go to, making /tmp if needed."""
    global tempdir
    if tempdir is None:
        dirs = _candidates()
        for d in dirs:
            try:
                _os.makedirs(d, exist_ok=True)
                probe = _os.path.join(d, _random_name())
                fd = _os.open(probe, _os.O_RDWR | _os.O_CREAT | _os.O_EXCL, 0o600)
                _os.close(fd)
                _os.unlink(probe)
                tempdir = _os.path.abspath(d)
                break
            except OSError:
                continue
        else:
            raise FileNotFoundError(2, "No usable temporary directory found in %s" % dirs)
    return tempdir


def gettempdirb():
    return _os.fsencode(gettempdir())


def _parts(suffix, prefix, dir):
    output_type = str
    for arg in (suffix, prefix, dir):
        if isinstance(arg, bytes):
            output_type = bytes
            break
    if suffix is None:
        suffix = output_type()
    if prefix is None:
        prefix = template if output_type is str else _os.fsencode(template)
    if dir is None:
        dir = gettempdir() if output_type is str else gettempdirb()
    return prefix, suffix, dir, output_type


def _name(prefix, suffix, dir, output_type):
    name = _random_name()
    if output_type is bytes:
        name = _os.fsencode(name)
    return _os.path.join(dir, prefix + name + suffix)


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Makes a new file readable and writable only by its owner and
    returns (an open descriptor of it, its absolute path)."""
    prefix, suffix, dir, output_type = _parts(suffix, prefix, dir)
    dir = _os.path.abspath(dir)
    for _ in range(TMP_MAX):
        path = _name(prefix, suffix, dir, output_type)
        try:
            fd = _os.open(path, _os.O_RDWR | _os.O_CREAT | _os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        return fd, path
    raise FileExistsError(17, "No usable temporary file name found")


def mkdtemp(suffix=None, prefix=None, dir=None):
    """Makes a new directory and returns its absolute path."""
    prefix, suffix, dir, output_type = _parts(suffix, prefix, dir)
    for _ in range(TMP_MAX):
        path = _name(prefix, suffix, dir, output_type)
        try:
            _os.mkdir(path, 0o700)
        except FileExistsError:
            continue
        return path
    raise FileExistsError(17, "No usable temporary directory name found")


def mktemp(suffix="", prefix=template, dir=None):
    """Returns a name no file has now (unsafe, as in CPython)."""
    if dir is None:
        dir = gettempdir()
    for _ in range(TMP_MAX):
        path = _os.path.join(dir, prefix + _random_name() + suffix)
        if not _os.path.exists(path):
            return path
    raise FileExistsError(17, "No usable temporary filename found")


class _TemporaryFileWrapper:
    """A file with a name that goes away when it is closed (delete=True)."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()

    def close(self):
        if self._closed:
            return
        self._closed = True
        try:
            self.file.close()
        finally:
            self._discard()

    def _discard(self):
        # delete=True: the file goes with the wrapper (it may be gone
        # already).
        if not self.delete:
            return
        try:
            _os.unlink(self.name)
        except FileNotFoundError:
            pass

    def __iter__(self):
        return iter(self.file)

    def __repr__(self):
        return '<tempfile._TemporaryFileWrapper object at 0x%x>' % id(self)


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None,
                       newline=None, suffix=None, prefix=None,
                       dir=None, delete=True, *, errors=None):
    """Returns an open temporary file with a name in the filesystem."""
    prefix, suffix, dir, output_type = _parts(suffix, prefix, dir)
    fd, name = mkstemp(suffix, prefix, dir)
    try:
        file = _io.open(fd, mode, buffering=buffering, newline=newline,
                        encoding=encoding, errors=errors)
    except BaseException:
        _os.unlink(name)
        _os.close(fd)
        raise
    return _TemporaryFileWrapper(file, name, delete)


def TemporaryFile(mode='w+b', buffering=-1, encoding=None,
                  newline=None, suffix=None, prefix=None,
                  dir=None, *, errors=None):
    """Returns an open temporary file, removed when closed."""
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix,
                              prefix, dir, True, errors=errors)


class SpooledTemporaryFile(_io.IOBase):
    """A temporary file kept in memory (pyex's files are all in memory)."""

    _rolled = False

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None,
                 newline=None, suffix=None, prefix=None, dir=None, *, errors=None):
        store = _io.BytesIO()
        if 'b' not in mode:
            store = _io.TextIOWrapper(store, encoding=encoding, errors=errors,
                                      newline=newline)
        self._file = store
        self._max_size = max_size
        # What a rollover to a real file would pass to TemporaryFile.
        self._TemporaryFileArgs = dict(
            mode=mode, buffering=buffering, suffix=suffix, prefix=prefix,
            encoding=encoding, newline=newline, dir=dir, errors=errors)

    def rollover(self):
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError("Cannot enter context with closed file")
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return self._file.__iter__()

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def mode(self):
        return self._TemporaryFileArgs['mode']

    @property
    def name(self):
        return None

    def fileno(self):
        raise _io.UnsupportedOperation("fileno")

    def flush(self):
        self._file.flush()

    def isatty(self):
        return False

    def read(self, *args):
        return self._file.read(*args)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        return self._file.truncate(size)

    def write(self, s):
        return self._file.write(s)

    def writelines(self, iterable):
        return self._file.writelines(iterable)

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True


class TemporaryDirectory:
    """A temporary directory removed, with its content, on cleanup."""

    def __init__(self, suffix=None, prefix=None, dir=None,
                 ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._done = False

    def __repr__(self):
        return "<{} {!r}>".format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if not self._done:
            self._done = True
            if _os.path.exists(self.name):
                _shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)

    __class_getitem__ = classmethod(_types.GenericAlias)
