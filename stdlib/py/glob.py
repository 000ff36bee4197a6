"""Filename globbing on the run's filesystem (written in Python).

glob and iglob expand *, ?, [seq] and, with recursive=True, ** (any
depth of directories). Names starting with a dot are matched only by a
pattern that starts with a dot, or with include_hidden=True. The
in-memory filesystem lists directories in sorted order, so results come
sorted within each directory (CPython's order is the disk's).
"""

import os
import re
import fnmatch

__all__ = ["glob", "iglob", "escape"]

_magic = re.compile('([*?[])')
_magic_bytes = re.compile(b'([*?[])')


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """Returns the paths that match pathname."""
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd,
                      recursive=recursive, include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """Yields the paths that match pathname."""
    pathname = os.fspath(pathname)
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    it = _expand(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or recursive and _is_recursive(pathname[:2]):
        # A leading ** first yields the empty name of its own directory.
        try:
            first = next(it)
            if first:
                it = _chain(first, it)
        except StopIteration:
            return iter(())
    return it


def _chain(first, rest):
    yield first
    yield from rest


def _expand(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if _exists(_join(root_dir, pathname)):
                yield pathname
        elif _isdir(_join(root_dir, dirname)):
            yield pathname
        return
    if not dirname:
        if recursive and _is_recursive(basename):
            yield from _all_below(root_dir, basename, dironly, include_hidden)
        else:
            yield from _match_in(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _expand(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if not has_magic(basename):
        find = _literal_in
    elif recursive and _is_recursive(basename):
        find = _all_below
    else:
        find = _match_in
    for d in dirs:
        for name in find(_join(root_dir, d), basename, dironly, include_hidden):
            yield os.path.join(d, name)


def _match_in(dirname, pattern, dironly, include_hidden):
    names = _names(dirname, dironly)
    if not (include_hidden or _hidden(pattern)):
        names = [n for n in names if not _hidden(n)]
    return fnmatch.filter(names, pattern)


def _literal_in(dirname, basename, dironly, include_hidden):
    if basename:
        if _exists(os.path.join(dirname, basename)):
            return [basename]
    elif _isdir(dirname):
        return [basename]
    return []


def _all_below(dirname, pattern, dironly, include_hidden):
    yield pattern[:0]
    yield from _walk_names(dirname, dironly, include_hidden)


def _walk_names(dirname, dironly, include_hidden):
    for name in _names(dirname, dironly):
        if include_hidden or not _hidden(name):
            yield name
            sub = os.path.join(dirname, name) if dirname else name
            for below in _walk_names(sub, dironly, include_hidden):
                yield os.path.join(name, below)


def _names(dirname, dironly):
    if not dirname:
        dirname = os.curdir if isinstance(dirname, str) else bytes(os.curdir, 'ASCII')
    try:
        with os.scandir(dirname) as it:
            return [e.name for e in it if not dironly or e.is_dir()]
    except OSError:
        return []


def _join(root, path):
    if root and path:
        return os.path.join(root, path)
    return root or path


def _exists(path):
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


def _isdir(path):
    return os.path.isdir(path)


def has_magic(s):
    if isinstance(s, bytes):
        return _magic_bytes.search(s) is not None
    return _magic.search(s) is not None


def _hidden(name):
    return name[0] in ('.', b'.'[0])


def _is_recursive(pattern):
    return pattern == (b'**' if isinstance(pattern, bytes) else '**')


def escape(pathname):
    """Escapes the magic characters of pathname."""
    if isinstance(pathname, bytes):
        return _magic_bytes.sub(br'[\1]', pathname)
    return _magic.sub(r'[\1]', pathname)


def glob0(dirname, pattern):
    return _literal_in(dirname, pattern, False, False)


def glob1(dirname, pattern):
    return _match_in(dirname, pattern, False, False)
