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
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which is
    not supported on a special file (e.g. a named pipe)"""


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
    if isinstance(src, os.DirEntry) and hasattr(os.path, 'samestat'):
        try:
            return os.path.samestat(src.stat(), os.stat(dst))
        except OSError:
            return False
    try:
        return os.path.samefile(src, dst)
    except OSError:
        return False


def copyfile(src, dst, *, follow_symlinks=True):
    """Copies the content of src to dst and returns dst."""
    if _samefile(src, dst):
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    with open(src, 'rb') as fsrc:
        try:
            with open(dst, 'wb') as fdst:
                fdst.write(fsrc.read())
        except IsADirectoryError as e:
            if not os.path.exists(dst):
                raise FileNotFoundError(f'Directory does not exist: {dst}') from e
            raise
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


def copy(src, dst, *, follow_symlinks=True):
    """Copies data and mode bits; dst may be a directory."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    """Copies data and metadata; dst may be a directory."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


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
        srcname = os.path.join(src, entry.name)
        dstname = os.path.join(dst, entry.name)
        try:
            if entry.is_dir():
                copytree(srcname, dstname, symlinks, ignore, copy_function,
                         ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(srcname, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    try:
        copystat(src, dst)
    except OSError as why:
        errors.append((src, dst, str(why)))
    if errors:
        raise Error(errors)
    return dst


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    """Deletes the tree at path."""
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
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
    real_dst = dst
    if os.path.isdir(dst):
        if _samefile(src, dst):
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.isdir(src):
            if _destinsrc(src, dst):
                raise Error("Cannot move a directory '%s' into itself"
                            " '%s'." % (src, dst))
            copytree(src, real_dst, copy_function=copy_function)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.unlink(src)
    return real_dst


def _destinsrc(src, dst):
    src = os.path.abspath(src)
    dst = os.path.abspath(dst)
    if not src.endswith(os.path.sep):
        src += os.path.sep
    if not dst.endswith(os.path.sep):
        dst += os.path.sep
    return dst.startswith(src)


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


def get_terminal_size(fallback=(80, 24)):
    try:
        columns = int(os.environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(os.environ['LINES'])
    except (KeyError, ValueError):
        lines = 0
    if columns <= 0:
        columns = fallback[0]
    if lines <= 0:
        lines = fallback[1]
    return os.terminal_size((columns, lines))
