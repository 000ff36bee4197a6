"""Operating-system interfaces, as far as pyex's sandbox has them.

Written in Python over the Go module posix, which works on the run's
in-memory filesystem (see docs/FILESYSTEM.md). os.environ is the
environment the host handed in; changing it changes only the run's copy.
Nothing here reaches the host: there is no system, popen, exec*, fork,
kill or spawn*, and the process facts (getpid, cpu_count) are fixed.
"""

import sys
import abc as _abc
from _collections_abc import MutableMapping as _MutableMapping

import posix as _posix
from posix import (
    stat, lstat, listdir, mkdir, rmdir, remove, unlink, rename, replace,
    chdir, getcwd, getcwdb, chmod, truncate, utime, access, umask, urandom,
    getpid, getppid, getuid, geteuid, getgid, getegid, cpu_count, getlogin,
    strerror, fspath, stat_result, terminal_size, open, close, read, write, lseek, fstat,
    ftruncate, fsync, fdatasync, isatty,
    O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL, O_TRUNC, O_APPEND,
    O_CLOEXEC, O_NOFOLLOW,
)

name = 'posix'
linesep = '\n'
sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
defpath = '/bin:/usr/bin'
curdir = '.'
pardir = '..'
devnull = '/dev/null'
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1
error = OSError
supports_bytes_environ = True
supports_dir_fd = set()
supports_fd = set()
supports_effective_ids = set()
supports_follow_symlinks = set()

import posixpath as path  # noqa: E402
sys.modules['os.path'] = path


class PathLike(_abc.ABC):
    """Abstract base class for objects with a __fspath__ method."""

    @_abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            for klass in subclass.__mro__:
                if '__fspath__' in klass.__dict__:
                    return klass.__dict__['__fspath__'] is not None or NotImplemented
        return NotImplemented


class _Environ(_MutableMapping):
    """os.environ: a mapping of str to str, the run's own copy."""

    def __init__(self, data):
        self._data = data

    def __getitem__(self, key):
        try:
            return self._data[key]
        except KeyError:
            raise KeyError(key) from None

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("str expected, not %s" % type(key).__name__)
        if not isinstance(value, str):
            raise TypeError("str expected, not %s" % type(value).__name__)
        self._data[key] = value

    def __delitem__(self, key):
        try:
            del self._data[key]
        except KeyError:
            raise KeyError(key) from None

    def __iter__(self):
        return iter(list(self._data))

    def __len__(self):
        return len(self._data)

    def __repr__(self):
        items = ', '.join(f'{k!r}: {v!r}' for k, v in self._data.items())
        return f'environ({{{items}}})'

    def copy(self):
        return dict(self)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, _MutableMapping) and not isinstance(other, dict):
            return NotImplemented
        new = dict(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, _MutableMapping) and not isinstance(other, dict):
            return NotImplemented
        new = dict(other)
        new.update(self)
        return new


environ = _Environ(_posix.environ)


def getenv(key, default=None):
    """Returns the environment variable key, or default."""
    if not isinstance(key, str):
        raise TypeError("str expected, not %s" % type(key).__name__)
    return environ.get(key, default)


def putenv(key, value):
    """Sets an environment variable of the run."""
    environ[key] = value


def unsetenv(key):
    """Deletes an environment variable of the run."""
    environ.pop(key, None)


def get_exec_path(env=None):
    return []


def fsencode(filename):
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename.encode('utf-8', 'surrogateescape')
    return filename


def fsdecode(filename):
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename.decode('utf-8', 'surrogateescape')
    return filename


def getfilesystemencoding():
    return 'utf-8'


def _parent_and_leaf(name):
    # path.split, looking past one trailing separator ("a/b/" -> a, b).
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    return head, tail


def _make_parent(head, exist_ok):
    # The parent may appear meanwhile (made by another thread): fine.
    try:
        makedirs(head, exist_ok=exist_ok)
    except FileExistsError:
        pass


def makedirs(name, mode=0o777, exist_ok=False):
    """Makes a directory and every missing directory above it."""
    head, tail = _parent_and_leaf(name)
    if head and tail and not path.exists(head):
        _make_parent(head, exist_ok)
        # "a/." names the directory just made.
        if tail == (curdir.encode('ascii') if isinstance(tail, bytes) else curdir):
            return
    try:
        mkdir(name, mode)
    except OSError:
        if exist_ok and path.isdir(name):
            return
        raise


def removedirs(name):
    """Removes a directory, then each empty parent in turn."""
    rmdir(name)
    head, tail = _parent_and_leaf(name)
    # Up the tree until a parent cannot go (it is not empty, say).
    while head and tail and _removed(head):
        head, tail = path.split(head)


def _removed(directory):
    try:
        rmdir(directory)
    except OSError:
        return False
    return True


def renames(old, new):
    """Renames old to new, making new's directories and pruning old's."""
    target_dir, leaf = path.split(new)
    if target_dir and leaf and not path.exists(target_dir):
        makedirs(target_dir)
    rename(old, new)
    source_dir, leaf = path.split(old)
    if source_dir and leaf:
        # Directories old leaves empty go too; one that is not stops it.
        try:
            removedirs(source_dir)
        except OSError:
            pass


class DirEntry:
    """An entry of os.scandir: its name, path and cached stat."""

    __slots__ = ('name', 'path', '_stat')

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create 'posix.DirEntry' instances")

    @classmethod
    def _make(cls, name, path_, st):
        self = object.__new__(cls)
        self.name = name
        self.path = path_
        self._stat = st
        return self

    def is_dir(self, *, follow_symlinks=True):
        return self._stat.st_mode & 0o170000 == 0o040000

    def is_file(self, *, follow_symlinks=True):
        return self._stat.st_mode & 0o170000 == 0o100000

    def is_symlink(self):
        return False

    def is_junction(self):
        return False

    def stat(self, *, follow_symlinks=True):
        return self._stat

    def inode(self):
        return self._stat.st_ino

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return f'<DirEntry {self.name!r}>'

    def __class_getitem__(cls, item):
        return cls


class ScandirIterator:
    def __init__(self, entries):
        self._it = iter(entries)

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)

    def close(self):
        self._it = iter(())

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def scandir(path=None):
    """Returns an iterator of DirEntry objects for the entries of path."""
    if path is None:
        path = curdir
    p = fspath(path)
    entries = []
    for name_, st in _posix._scandir(p):
        if isinstance(p, bytes):
            name_ = fsencode(name_)
            full = p + name_ if p.endswith(b'/') else p + b'/' + name_
        else:
            full = p + name_ if p.endswith('/') else p + '/' + name_
        entries.append(DirEntry._make(name_, full, st))
    return ScandirIterator(entries)


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Generates (dirpath, dirnames, filenames) for the tree at top.

    Entries come in sorted order (the in-memory filesystem lists them so);
    with topdown, changing dirnames in place prunes the walk.
    """
    stack = [fspath(top)]
    while stack:
        top = stack.pop()
        if isinstance(top, tuple):
            yield top
            continue
        dirs = []
        nondirs = []
        try:
            entries = list(scandir(top))
        except OSError as error:
            if onerror is not None:
                onerror(error)
            continue
        for entry in entries:
            (dirs if entry.is_dir() else nondirs).append(entry.name)
        # Top-down, the caller may prune dirs before they are pushed;
        # bottom-up, the triple waits under its subdirectories.
        if topdown:
            yield top, dirs, nondirs
        else:
            stack.append((top, dirs, nondirs))
        stack.extend(path.join(top, d) for d in reversed(dirs))


def fdopen(fd, mode="r", buffering=-1, encoding=None, *args, **kwargs):
    """Returns an open file object over the descriptor fd."""
    if not isinstance(fd, int):
        raise TypeError("invalid fd type (%s, expected integer)" % type(fd))
    import io
    return io.open(fd, mode, buffering, encoding, *args, **kwargs)


def get_terminal_size(fd=1):
    raise OSError(25, 'Inappropriate ioctl for device')
