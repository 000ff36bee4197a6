"""Object-oriented filesystem paths (written in Python).

PurePath and PurePosixPath do string work only; Path (a PosixPath) reads
and changes the run's in-memory filesystem through os. Windows paths are
not provided: pyex is a POSIX system. Directory listings (iterdir, glob)
come in sorted order, as the in-memory filesystem lists them.
"""

import fnmatch
import io
import os
import re
# Not needed here, but CPython's pathlib has these names.
import posixpath, sys
from _collections_abc import Sequence

__all__ = ["PurePath", "PurePosixPath", "Path", "PosixPath"]


def _parse(args):
    """Returns (root, names) for the joined path arguments."""
    root = ''
    names = []
    for a in args:
        if isinstance(a, PurePath):
            if a._root:
                root, names = a._root, list(a._names)
            else:
                names.extend(a._names)
            continue
        s = os.fspath(a)
        if not isinstance(s, str):
            raise TypeError("argument should be a str object or an os.PathLike "
                            "object returning str, not %r" % type(s))
        s = str(s)
        if s.startswith('/'):
            # Exactly two leading slashes are kept, as POSIX allows.
            if s.startswith('//') and not s.startswith('///'):
                root = '//'
            else:
                root = '/'
            names = []
        names.extend(x for x in s.split('/') if x and x != '.')
    return root, names


class _PathParents(Sequence):
    """The logical ancestors of a path, nearest first."""

    __slots__ = ('_path', '_n')

    def __init__(self, path):
        self._path = path
        self._n = len(path._names)

    def __len__(self):
        return self._n

    def __getitem__(self, idx):
        count = self._n
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(count)))
        if not -count <= idx < count:
            raise IndexError(idx)
        # parents[0] drops one name, parents[-1] all of them.
        p = self._path
        return p._make(p._root, p._names[:count - idx % count - 1])

    def __repr__(self):
        return "<{}.parents>".format(type(self._path).__name__)


def _update_times(path):
    try:
        os.utime(path, None)
    except OSError:
        return False
    return True


def _split_suffix(name):
    # (stem, suffix): the suffix starts at the last dot, which must be
    # neither the first character nor the last.
    dot = name.rfind('.')
    if 0 < dot < len(name) - 1:
        return name[:dot], name[dot:]
    return name, ''


class PurePath:
    """A path without filesystem access; PurePath(...) makes a
    PurePosixPath."""

    __slots__ = ('_root', '_names', '_str', '_hash')

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return cls._from_args(args)

    @classmethod
    def _from_args(cls, args):
        self = object.__new__(cls)
        self._root, self._names = _parse(args)
        self._str = None
        return self

    def _make(self, root, names):
        p = object.__new__(type(self))
        p._root = root
        p._names = list(names)
        p._str = None
        return p

    def __reduce__(self):
        return (self.__class__, tuple(self.parts))

    def __str__(self):
        s = self._str
        if s is None:
            s = self._str = (self._root + '/'.join(self._names)) or '.'
        return s

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __bytes__(self):
        return os.fsencode(self)

    def __repr__(self):
        return "{}({!r})".format(self.__class__.__name__, self.as_posix())

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        safe = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~/'
        quoted = ''.join(chr(c) if c in safe else '%%%02X' % c for c in os.fsencode(str(self)))
        return 'file://' + quoted

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) == str(other)

    def __hash__(self):
        return hash(str(self))

    def _cmp_parts(self, other):
        if not isinstance(other, PurePath):
            return None
        return list(self.parts), list(other.parts)

    def __lt__(self, other):
        c = self._cmp_parts(other)
        return NotImplemented if c is None else c[0] < c[1]

    def __le__(self, other):
        c = self._cmp_parts(other)
        return NotImplemented if c is None else c[0] <= c[1]

    def __gt__(self, other):
        c = self._cmp_parts(other)
        return NotImplemented if c is None else c[0] > c[1]

    def __ge__(self, other):
        c = self._cmp_parts(other)
        return NotImplemented if c is None else c[0] >= c[1]

    @property
    def drive(self):
        return ''

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        if self._root:
            return (self._root,) + tuple(self._names)
        return tuple(self._names)

    @property
    def name(self):
        return self._names[-1] if self._names else ''

    @property
    def suffix(self):
        return _split_suffix(self.name)[1]

    @property
    def suffixes(self):
        name = self.name
        # A trailing dot means none; leading dots belong to the name
        # (".bashrc" has no suffix).
        parts = [] if name.endswith('.') else name.lstrip('.').split('.')[1:]
        return ['.' + part for part in parts]

    @property
    def stem(self):
        return _split_suffix(self.name)[0]

    def with_name(self, name):
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        if not name or name.endswith('/') or name.startswith('/') or _parse((name,))[1] != [name]:
            raise ValueError("Invalid name %r" % (name))
        return self._make(self._root, self._names[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if '/' in suffix or suffix == '.' or (suffix and suffix[0] != '.'):
            raise ValueError("Invalid suffix %r" % (suffix,))
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        stem = _split_suffix(self.name)[0]
        return self._make(self._root, self._names[:-1] + [stem + suffix])

    def relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        root, names = _parse(other)
        mine = ([self._root] if self._root else []) + self._names
        theirs = ([root] if root else []) + names
        n = len(theirs)
        if (bool(self._root) if n == 0 else mine[:n] != theirs):
            formatted = (root + '/'.join(names)) or '.'
            raise ValueError("{!r} is not in the subpath of {!r}"
                             " OR one path is relative and the other is absolute."
                             .format(str(self), formatted))
        return self._make('', mine[n:])

    def is_relative_to(self, *other):
        try:
            return self.relative_to(*other) is not None
        except ValueError:
            return False

    def joinpath(self, *args):
        return self._from_args((self,) + args)

    def __truediv__(self, key):
        try:
            return self._from_args((self, key))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return self._from_args((key, self))
        except TypeError:
            return NotImplemented

    @property
    def parent(self):
        if not self._names:
            return self
        return self._make(self._root, self._names[:-1])

    @property
    def parents(self):
        return _PathParents(self)

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def match(self, path_pattern):
        root, pats = _parse((path_pattern,))
        if not pats and not root:
            raise ValueError("empty pattern")
        if root and root != self._root:
            return False
        parts = self.parts
        if root:
            if len(pats) + 1 != len(parts):
                return False
        elif len(pats) > len(parts):
            return False
        for part, pat in zip(reversed(parts), reversed(pats)):
            if not fnmatch.fnmatchcase(part, pat):
                return False
        return True

    def __class_getitem__(cls, item):
        return cls


os.PathLike.register(PurePath)


class PurePosixPath(PurePath):
    """A PurePath with POSIX semantics."""
    __slots__ = ()


class Path(PurePath):
    """A path on the run's filesystem; Path(...) makes a PosixPath."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return cls._from_args(args)

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        pass

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls(os.path.expanduser('~'))

    def samefile(self, other_path):
        mine = self.stat()
        # other_path may be a Path or anything os.stat accepts.
        if hasattr(other_path, 'stat'):
            theirs = other_path.stat()
        else:
            theirs = os.stat(other_path)
        return os.path.samestat(mine, theirs)

    def iterdir(self):
        for name in os.listdir(self):
            yield self._make(self._root, self._names + [name])

    def _select(self, parts):
        """Yields the paths under self that match the pattern parts."""
        if not parts:
            yield self
            return
        head, rest = parts[0], parts[1:]
        if head == '**':
            seen = set()
            for d in self._walk_dirs():
                for p in d._select(rest):
                    key = str(p)
                    if key not in seen:
                        seen.add(key)
                        yield p
            return
        if head == '..':
            yield from self._make(self._root, self._names + ['..'])._select(rest)
            return
        if not any(c in '*?[' for c in head):
            child = self._make(self._root, self._names + [head])
            if rest:
                if child.is_dir():
                    yield from child._select(rest)
            elif child.exists():
                yield child
            return
        try:
            entries = list(os.scandir(self))
        except OSError:
            return
        match = re.compile(fnmatch.translate(head)).match
        for e in entries:
            if rest and not e.is_dir():
                continue
            if match(e.name):
                yield from self._make(self._root, self._names + [e.name])._select(rest)

    def _walk_dirs(self):
        yield self
        try:
            entries = list(os.scandir(self))
        except OSError:
            return
        for e in entries:
            if e.is_dir():
                yield from self._make(self._root, self._names + [e.name])._walk_dirs()

    def glob(self, pattern):
        """Yields the paths under self that match pattern."""
        if not pattern:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        root, parts = _parse((pattern,))
        if root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if pattern.endswith('/'):
            parts = parts + ['']
        return self._selector(parts)

    def _selector(self, parts):
        if parts and parts[-1] == '':
            for p in self._select(parts[:-1]):
                if p.is_dir():
                    yield p
            return
        yield from self._select(parts)

    def rglob(self, pattern):
        """Yields the paths at any depth under self that match pattern."""
        root, parts = _parse((pattern,))
        if root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if pattern.endswith('/'):
            parts = parts + ['']
        return self._selector(['**'] + parts)

    def absolute(self):
        if self.is_absolute():
            return self
        return self._from_args((os.getcwd(), self))

    def resolve(self, strict=False):
        s = os.path.realpath(self, strict=strict)
        return self._from_args((s,))

    def stat(self, *, follow_symlinks=True):
        return os.stat(self)

    def lstat(self):
        return os.stat(self)

    def owner(self):
        self.stat()
        return 'user'

    def group(self):
        self.stat()
        return 'user'

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        if "b" not in mode:
            encoding = io.text_encoding(encoding)
        return io.open(self, mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        with self.open(mode='rb') as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        encoding = io.text_encoding(encoding)
        with self.open(mode='r', encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        if isinstance(data, str):
            raise TypeError("memoryview: a bytes-like object is required, not 'str'")
        view = bytes(data)
        with self.open(mode='wb') as f:
            return f.write(view)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError('data must be str, not %s' % data.__class__.__name__)
        encoding = io.text_encoding(encoding)
        with self.open(mode='w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def readlink(self):
        self.stat()
        raise OSError(22, 'Invalid argument', str(self))

    def touch(self, mode=0o666, exist_ok=True):
        # An existing file only has its times updated.
        if exist_ok and _update_times(self):
            return
        flags = os.O_CREAT | os.O_WRONLY | (0 if exist_ok else os.O_EXCL)
        os.close(os.open(self, flags, mode))

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        parent = self.parent
        if parents and parent != self and not parent.exists():
            parent.mkdir(parents=True, exist_ok=True)
        try:
            os.mkdir(self, mode)
        except OSError:
            # Whatever the error, a directory already there is fine when
            # exist_ok says so.
            if exist_ok and self.is_dir():
                return
            raise

    def chmod(self, mode, *, follow_symlinks=True):
        os.chmod(self, mode)

    def lchmod(self, mode):
        os.chmod(self, mode)

    def unlink(self, missing_ok=False):
        try:
            os.unlink(self)
        except FileNotFoundError:
            if missing_ok:
                return
            raise

    def rmdir(self):
        os.rmdir(self)

    def rename(self, target):
        os.rename(self, target)
        return self.__class__(target)

    def replace(self, target):
        os.replace(self, target)
        return self.__class__(target)

    def symlink_to(self, target, target_is_directory=False):
        raise PermissionError(1, 'Operation not permitted', str(self))

    def hardlink_to(self, target):
        raise PermissionError(1, 'Operation not permitted', str(self))

    def exists(self):
        try:
            self.stat()
        except (OSError, ValueError):
            return False
        return True

    def is_dir(self):
        try:
            return self.stat().st_mode & 0o170000 == 0o040000
        except (OSError, ValueError):
            return False

    def is_file(self):
        try:
            return self.stat().st_mode & 0o170000 == 0o100000
        except (OSError, ValueError):
            return False

    def is_mount(self):
        return self.exists() and str(self.absolute()) == '/'

    def is_symlink(self):
        return False

    def is_block_device(self):
        return False

    def is_char_device(self):
        return False

    def is_fifo(self):
        return False

    def is_socket(self):
        return False

    def expanduser(self):
        if not self._root and self._names and self._names[0].startswith('~'):
            home = os.path.expanduser(self._names[0])
            if home[:1] == '~':
                raise RuntimeError("Could not determine home directory.")
            return self._from_args((home,) + tuple(self._names[1:]))
        return self


class PosixPath(Path, PurePosixPath):
    """A Path with POSIX semantics."""
    __slots__ = ()
