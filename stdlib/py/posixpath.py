"""Pathname functions on POSIX paths: pyex's os.path (written in Python).

The string functions (join, split, normpath, ...) touch nothing and work
without a filesystem. The others (exists, isdir, getsize, realpath, ...)
ask the run's in-memory filesystem through os.stat; pyex has no symbolic
links, so islink is always False and realpath is abspath.
"""

import os
import sys
from _pyex_urlpath import normpath as _normpath_str, relpath_abs as _relpath_abs

# How POSIX spells paths.
curdir, pardir, extsep = '.', '..', '.'
sep, altsep, pathsep = '/', None, ':'
defpath, devnull = '/bin:/usr/bin', '/dev/null'
supports_unicode_filenames = False

__all__ = ["normcase", "isabs", "join", "splitdrive", "split", "splitext",
           "basename", "dirname", "commonprefix", "getsize", "getmtime",
           "getatime", "getctime", "islink", "exists", "lexists", "isdir",
           "isfile", "ismount", "expanduser", "expandvars", "normpath",
           "abspath", "samefile", "sameopenfile", "samestat", "curdir",
           "pardir", "sep", "pathsep", "defpath", "altsep", "extsep",
           "devnull", "realpath", "supports_unicode_filenames", "relpath",
           "commonpath"]


def _kind(p):
    """Returns the separator, the dot and the empty value of p's type."""
    if isinstance(p, bytes):
        return b'/', b'.', b''
    return '/', '.', ''


def _arg_error(funcname, args):
    has_str = has_bytes = False
    for a in args:
        if isinstance(a, str):
            has_str = True
        elif isinstance(a, bytes):
            has_bytes = True
        else:
            raise TypeError(f'{funcname}() argument must be str, bytes, or '
                            f'os.PathLike object, not {a.__class__.__name__!r}') from None
    if has_str and has_bytes:
        raise TypeError("Can't mix strings and bytes in path components") from None


def normcase(s):
    return os.fspath(s)


def isabs(s):
    s = os.fspath(s)
    return s.startswith(_kind(s)[0])


def join(a, *p):
    a = os.fspath(a)
    slash = _kind(a)[0]
    path = a
    try:
        if not p:
            path[:0] + slash
        for b in map(os.fspath, p):
            if b.startswith(slash):
                path = b
            elif not path or path.endswith(slash):
                path += b
            else:
                path += slash + b
    except (TypeError, AttributeError, BytesWarning):
        _arg_error('join', (a,) + p)
        raise
    return path


def split(p):
    # An exact str (the usual case) skips fspath and _kind: two calls.
    if type(p) is str:
        slash = "/"
    else:
        p = os.fspath(p)
        slash = _kind(p)[0]
    i = p.rfind(slash) + 1
    head, tail = p[:i], p[i:]
    if head and head != slash * len(head):
        head = head.rstrip(slash)
    return head, tail


def splitext(p):
    if type(p) is str:
        slash, dot = "/", "."
    else:
        p = os.fspath(p)
        slash, dot, _ = _kind(p)
    sep_index = p.rfind(slash)
    dot_index = p.rfind(dot)
    if dot_index > sep_index:
        # A leading run of dots in the name is not an extension.
        i = sep_index + 1
        while i < dot_index:
            if p[i:i + 1] != dot:
                return p[:dot_index], p[dot_index:]
            i += 1
    return p, p[:0]


def splitdrive(p):
    p = os.fspath(p)
    return p[:0], p


def basename(p):
    if type(p) is str:
        return p[p.rfind("/") + 1:]
    p = os.fspath(p)
    return p[p.rfind(_kind(p)[0]) + 1:]


def dirname(p):
    if type(p) is str:
        slash = "/"
    else:
        p = os.fspath(p)
        slash = _kind(p)[0]
    head = p[:p.rfind(slash) + 1]
    if head and head != slash * len(head):
        head = head.rstrip(slash)
    return head


def normpath(path):
    path = os.fspath(path)
    if isinstance(path, str):
        return _normpath_str(path)
    slash, dot, empty = _kind(path)
    dotdot = dot + dot
    if path == empty:
        return dot
    # POSIX keeps exactly two leading slashes; three or more become one.
    initial = 0
    if path.startswith(slash):
        initial = 1
        if path.startswith(slash * 2) and not path.startswith(slash * 3):
            initial = 2
    parts = []
    for comp in path.split(slash):
        if comp in (empty, dot):
            continue
        if comp != dotdot or (not initial and not parts) or (parts and parts[-1] == dotdot):
            parts.append(comp)
        elif parts:
            parts.pop()
    path = slash.join(parts)
    if initial:
        path = slash * initial + path
    return path or dot


def abspath(path):
    path = os.fspath(path)
    if not isabs(path):
        cwd = os.getcwdb() if isinstance(path, bytes) else os.getcwd()
        path = join(cwd, path)
    return normpath(path)


def realpath(filename, *, strict=False):
    filename = os.fspath(filename)
    path = abspath(filename)
    if strict:
        os.stat(path)
    return path


def relpath(path, start=None):
    if (type(path) is str and type(start) is str and path.startswith("/")
            and start.startswith("/")):
        return _relpath_abs(path, start)  # Go: no working directory needed
    if not path:
        raise ValueError("no path specified")
    path = os.fspath(path)
    slash, dot, empty = _kind(path)
    if start is None:
        start = dot
    else:
        start = os.fspath(start)
    try:
        start_list = [x for x in abspath(start).split(slash) if x]
        path_list = [x for x in abspath(path).split(slash) if x]
        i = len(commonprefix([start_list, path_list]))
        rel_list = [dot + dot] * (len(start_list) - i) + path_list[i:]
        if not rel_list:
            return dot
        return join(*rel_list)
    except (TypeError, AttributeError, BytesWarning, DeprecationWarning):
        _arg_error('relpath', (path, start))
        raise


def commonprefix(m):
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(os.fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(os.fspath, paths))
    slash, dot, empty = _kind(paths[0])
    try:
        split_paths = [path.split(slash) for path in paths]
        try:
            isabs_, = set(p[:1] == slash for p in paths)
        except ValueError:
            raise ValueError("Can't mix absolute and relative paths") from None
        split_paths = [[c for c in s if c and c != dot] for s in split_paths]
        # The first and last paths in sort order bound all the others:
        # what those two share, every path shares.
        lo, hi = min(split_paths), max(split_paths)
        shared = len(lo)
        for i, (a, b) in enumerate(zip(lo, hi)):
            if a != b:
                shared = i
                break
        common = lo[:shared]
        prefix = slash if isabs_ else slash[:0]
        return prefix + slash.join(common)
    except (TypeError, AttributeError):
        _arg_error('commonpath', paths)
        raise


def exists(path):
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


lexists = exists


def isdir(s):
    try:
        st = os.stat(s)
    except (OSError, ValueError):
        return False
    return st.st_mode & 0o170000 == 0o040000


def isfile(path):
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return False
    return st.st_mode & 0o170000 == 0o100000


def islink(path):
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return False


def ismount(path):
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return abspath(path) in ('/', b'/')


def getsize(filename):
    return os.stat(filename).st_size


def getmtime(filename):
    return os.stat(filename).st_mtime


def getatime(filename):
    return os.stat(filename).st_atime


def getctime(filename):
    return os.stat(filename).st_ctime


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    return samestat(os.stat(f1), os.stat(f2))


def sameopenfile(fp1, fp2):
    return samestat(os.fstat(fp1), os.fstat(fp2))


def expanduser(path):
    path = os.fspath(path)
    tilde = b'~' if isinstance(path, bytes) else '~'
    if not path.startswith(tilde):
        return path
    slash = _kind(path)[0]
    i = path.find(slash, 1)
    if i < 0:
        i = len(path)
    if i != 1:
        # ~user: pyex knows no other users.
        return path
    home = os.environ.get('HOME', '/home/user')
    if isinstance(path, bytes):
        home = os.fsencode(home)
    root = slash
    home = home.rstrip(root)
    return (home + path[i:]) or root


def expandvars(path):
    path = os.fspath(path)
    # Bytes are expanded as text and encoded back.
    if isinstance(path, bytes):
        return os.fsencode(_expand(os.fsdecode(path))) if b'$' in path else path
    return _expand(path) if '$' in path else path


def _expand(path):
    out = []
    i, n = 0, len(path)
    while i < n:
        c = path[i]
        if c != '$':
            out.append(c)
            i += 1
            continue
        if i + 1 < n and path[i + 1] == '{':
            j = path.find('}', i + 2)
            if j < 0:
                out.append(path[i:])
                break
            name = path[i + 2:j]
            end = j + 1
        else:
            j = i + 1
            while j < n and path[j].isascii() and (path[j].isalnum() or path[j] == '_'):
                j += 1
            name = path[i + 1:j]
            end = j
        if name and name in os.environ:
            out.append(os.environ[name])
        else:
            out.append(path[i:end])
        i = end
    return ''.join(out)
