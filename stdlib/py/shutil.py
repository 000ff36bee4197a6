"""High-level file operations on the run's filesystem (written in Python).

copy, copy2, copyfile, copytree, rmtree, move and friends work on the
in-memory filesystem through os. disk_usage reports the filesystem's own
numbers (see docs/FILESYSTEM.md); which finds nothing, since a sandboxed
run has no programs to run; the archive functions are not provided.
"""

import os
import sys
import fnmatch
import collections

__all__ = ["copyfileobj", "copyfile", "copymode", "copystat", "copy", "copy2",
           "copytree", "move", "rmtree", "Error", "SpecialFileError",
           "ExecError", "disk_usage", "ignore_patterns", "chown", "which",
           "get_terminal_size", "SameFileError"]

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """copyfile() was given the same file as source and destination."""


class SpecialFileError(OSError):
    """The operation (copying, say) cannot be done on a special file such
    as a named pipe."""


class ExecError(OSError):
    """Raised when a command could not be executed"""


class ReadError(OSError):
    """Raised when an archive cannot be read"""


class RegistryError(Exception):
    """Raised when a registry operation with the archiving
    and unpacking registries fails"""


def copyfileobj(fsrc, fdst, length=0):
    """Copies the data of file-like fsrc to file-like fdst."""
    if not length:
        length = COPY_BUFSIZE
    read, write = fsrc.read, fdst.write
    while True:
        buf = read(length)
        if not buf:
            break
        write(buf)


def _samefile(src, dst):
    # A DirEntry already carries its stat, which saves a lookup. Either
    # way a path that cannot be examined is not the same file.
    if isinstance(src, os.DirEntry) and hasattr(os.path, 'samestat'):
        def probe():
            return os.path.samestat(src.stat(), os.stat(dst))
    else:
        def probe():
            return os.path.samefile(src, dst)
    try:
        return probe()
    except OSError:
        return False


def _open_target(dst):
    try:
        return open(dst, 'wb')
    except IsADirectoryError as e:
        # A dst ending in a separator names a directory; when that does
        # not exist the complaint is about the directory.
        if os.path.exists(dst):
            raise
        raise FileNotFoundError(f'Directory does not exist: {dst}') from e


def copyfile(src, dst, *, follow_symlinks=True):
    """Copies the content of src to dst and returns dst."""
    if _samefile(src, dst):
        raise SameFileError(f"{src!r} and {dst!r} are the same file")
    with open(src, 'rb') as source:
        with _open_target(dst) as target:
            target.write(source.read())
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    """Copies the permission bits of src to dst."""
    st = os.stat(src)
    os.chmod(dst, st.st_mode & 0o7777)


def copystat(src, dst, *, follow_symlinks=True):
    """Copies the permission bits and times of src to dst."""
    st = os.stat(src)
    os.utime(dst, ns=(st.st_atime_ns, st.st_mtime_ns))
    os.chmod(dst, st.st_mode & 0o7777)


def _copy_into(src, dst, follow_symlinks, copy_meta):
    # copy() and copy2() differ only in the metadata they carry over.
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copy_meta(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy(src, dst, *, follow_symlinks=True):
    """Copies data and mode bits; dst may be a directory."""
    return _copy_into(src, dst, follow_symlinks, copymode)


def copy2(src, dst, *, follow_symlinks=True):
    """Copies data and metadata; dst may be a directory."""
    return _copy_into(src, dst, follow_symlinks, copystat)


def ignore_patterns(*patterns):
    """Returns an ignore function for copytree that skips names matching
    any of the glob-style patterns."""
    def _ignore_patterns(path, names):
        ignored = []
        for pattern in patterns:
            ignored.extend(fnmatch.filter(names, pattern))
        return set(ignored)
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    """Copies the tree at src to dst (which must not exist unless
    dirs_exist_ok) and returns dst."""
    with os.scandir(src) as it:
        entries = list(it)
    if ignore is not None:
        ignored = ignore(os.fspath(src), [e.name for e in entries])
    else:
        ignored = set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for entry in entries:
        if entry.name in ignored:
            continue
        pair = (os.path.join(src, entry.name), os.path.join(dst, entry.name))
        try:
            if entry.is_dir():
                copytree(*pair, symlinks, ignore, copy_function,
                         ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(*pair)
        except Error as failed:
            # A subtree's failures come as its list of (src, dst, why).
            errors += failed.args[0]
        except OSError as failed:
            errors.append(pair + (str(failed),))
    try:
        copystat(src, dst)
    except OSError as failed:
        errors.append((src, dst, str(failed)))
    if not errors:
        return dst
    raise Error(errors)


def _ignore_error(*args):
    pass


def _reraise(*args):
    # Called from an except block: re-raises what it is handling.
    raise


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    """Deletes the tree at path."""
    if ignore_errors:
        onerror = _ignore_error
    elif onerror is None:
        onerror = _reraise
    try:
        st = os.stat(path)
    except OSError:
        onerror(os.lstat, path, sys.exc_info())
        return
    if st.st_mode & 0o170000 != 0o040000:
        try:
            raise NotADirectoryError(20, 'Not a directory', path)
        except OSError:
            onerror(os.scandir, path, sys.exc_info())
        return
    _rmtree(path, onerror)


def _rmtree(path, onerror):
    try:
        with os.scandir(path) as it:
            entries = list(it)
    except OSError:
        onerror(os.scandir, path, sys.exc_info())
        entries = []
    for entry in entries:
        full = entry.path
        if entry.is_dir():
            _rmtree(full, onerror)
        else:
            try:
                os.unlink(full)
            except OSError:
                onerror(os.unlink, full, sys.exc_info())
    try:
        os.rmdir(path)
    except OSError:
        onerror(os.rmdir, path, sys.exc_info())


rmtree.avoids_symlink_attacks = False


def _basename(path):
    path = os.fspath(path)
    sep = os.path.sep + (os.path.altsep or '')
    return os.path.basename(path.rstrip(sep))


def move(src, dst, copy_function=copy2):
    """Moves src to dst (into it, when dst is a directory) and returns
    the destination."""
    if not os.path.isdir(dst):
        target = dst
    elif _samefile(src, dst):
        # Renaming a directory onto itself (a change of case, say).
        os.rename(src, dst)
        return
    else:
        target = os.path.join(dst, _basename(src))
        if os.path.exists(target):
            raise Error("Destination path '%s' already exists" % target)
    try:
        os.rename(src, target)
    except OSError:
        _move_by_copying(src, dst, target, copy_function)
    return target


def _move_by_copying(src, dst, target, copy_function):
    # rename() failed (another filesystem, say): copy, then delete.
    if not os.path.isdir(src):
        copy_function(src, target)
        os.unlink(src)
        return
    if _destinsrc(src, dst):
        raise Error("Cannot move a directory '%s' into itself '%s'."
                    % (src, dst))
    copytree(src, target, copy_function=copy_function)
    rmtree(src)


def _destinsrc(src, dst):
    # Compared with a trailing separator, so that /a/bc is not in /a/b.
    def as_dir(path):
        path = os.path.abspath(path)
        return path if path.endswith(os.path.sep) else path + os.path.sep
    return as_dir(dst).startswith(as_dir(src))


_ntuple_diskusage = collections.namedtuple('usage', 'total used free')


def disk_usage(path):
    """Returns the usage of the run's filesystem: total is its byte
    limit (1 GiB when it has none), used the bytes of its files."""
    os.stat(path)
    used, limit = os._posix._fs_usage()
    total = limit or 1 << 30
    return _ntuple_diskusage(total, used, max(total - used, 0))


def chown(path, user=None, group=None):
    if user is None and group is None:
        raise ValueError("user and/or group must be set")
    os.stat(path)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    """Returns None: a sandboxed run has no programs to find."""
    return None


def _env_size(name):
    try:
        return int(os.environ[name])
    except (KeyError, ValueError):
        return 0


def get_terminal_size(fallback=(80, 24)):
    """The size COLUMNS and LINES give, each defaulting to fallback's (a
    sandboxed run has no terminal to ask)."""
    columns = _env_size('COLUMNS')
    lines = _env_size('LINES')
    return os.terminal_size((columns if columns > 0 else fallback[0],
                             lines if lines > 0 else fallback[1]))
