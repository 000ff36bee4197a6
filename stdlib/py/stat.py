"""Constants and functions for the st_mode of os.stat results (written in
Python): the file-type bits, the permission bits, S_IS* tests and
filemode. Values are Linux's.
"""

ST_MODE = 0
ST_INO = 1
ST_DEV = 2
ST_NLINK = 3
ST_UID = 4
ST_GID = 5
ST_SIZE = 6
ST_ATIME = 7
ST_MTIME = 8
ST_CTIME = 9

S_IFMT_BITS = 0o170000
S_IFDIR = 0o040000
S_IFCHR = 0o020000
S_IFBLK = 0o060000
S_IFREG = 0o100000
S_IFIFO = 0o010000
S_IFLNK = 0o120000
S_IFSOCK = 0o140000
S_IFDOOR = 0
S_IFPORT = 0
S_IFWHT = 0

S_ISUID = 0o4000
S_ISGID = 0o2000
S_ENFMT = S_ISGID
S_ISVTX = 0o1000
S_IREAD = 0o0400
S_IWRITE = 0o0200
S_IEXEC = 0o0100
S_IRWXU = 0o0700
S_IRUSR = 0o0400
S_IWUSR = 0o0200
S_IXUSR = 0o0100
S_IRWXG = 0o0070
S_IRGRP = 0o0040
S_IWGRP = 0o0020
S_IXGRP = 0o0010
S_IRWXO = 0o0007
S_IROTH = 0o0004
S_IWOTH = 0o0002
S_IXOTH = 0o0001

UF_NODUMP = 0x00000001
UF_IMMUTABLE = 0x00000002
UF_APPEND = 0x00000004
UF_OPAQUE = 0x00000008
UF_NOUNLINK = 0x00000010
UF_COMPRESSED = 0x00000020
UF_HIDDEN = 0x00008000
SF_ARCHIVED = 0x00010000
SF_IMMUTABLE = 0x00020000
SF_APPEND = 0x00040000
SF_NOUNLINK = 0x00100000
SF_SNAPSHOT = 0x00200000


def S_IMODE(mode):
    """Returns the permission bits of mode."""
    return mode & 0o7777


def S_IFMT(mode):
    """Returns the file-type bits of mode."""
    return mode & S_IFMT_BITS


def S_ISDIR(mode):
    return S_IFMT(mode) == S_IFDIR


def S_ISCHR(mode):
    return S_IFMT(mode) == S_IFCHR


def S_ISBLK(mode):
    return S_IFMT(mode) == S_IFBLK


def S_ISREG(mode):
    return S_IFMT(mode) == S_IFREG


def S_ISFIFO(mode):
    return S_IFMT(mode) == S_IFIFO


def S_ISLNK(mode):
    return S_IFMT(mode) == S_IFLNK


def S_ISSOCK(mode):
    return S_IFMT(mode) == S_IFSOCK


def S_ISDOOR(mode):
    return False


def S_ISPORT(mode):
    return False


def S_ISWHT(mode):
    return False


# filemode's columns: for each, the (bits, letter) pairs tried in order.
_TYPE_LETTERS = ((S_IFLNK, 'l'), (S_IFSOCK, 's'), (S_IFREG, '-'), (S_IFBLK, 'b'),
                 (S_IFDIR, 'd'), (S_IFCHR, 'c'), (S_IFIFO, 'p'))
_PERM_COLUMNS = (
    ((S_IRUSR, S_IRUSR, 'r'),),
    ((S_IWUSR, S_IWUSR, 'w'),),
    ((S_IXUSR | S_ISUID, S_IXUSR | S_ISUID, 's'), (S_ISUID, S_ISUID, 'S'), (S_IXUSR, S_IXUSR, 'x')),
    ((S_IRGRP, S_IRGRP, 'r'),),
    ((S_IWGRP, S_IWGRP, 'w'),),
    ((S_IXGRP | S_ISGID, S_IXGRP | S_ISGID, 's'), (S_ISGID, S_ISGID, 'S'), (S_IXGRP, S_IXGRP, 'x')),
    ((S_IROTH, S_IROTH, 'r'),),
    ((S_IWOTH, S_IWOTH, 'w'),),
    ((S_IXOTH | S_ISVTX, S_IXOTH | S_ISVTX, 't'), (S_ISVTX, S_ISVTX, 'T'), (S_IXOTH, S_IXOTH, 'x')),
)


def filemode(mode):
    """Returns mode as ls -l shows it, e.g. '-rw-r--r--'."""
    out = ['?']
    for bits, letter in _TYPE_LETTERS:
        if mode & S_IFMT_BITS == bits:
            out[0] = letter
            break
    for column in _PERM_COLUMNS:
        for mask, value, letter in column:
            if mode & mask == value:
                out.append(letter)
                break
        else:
            out.append('-')
    return ''.join(out)


# Windows' st_file_attributes bits, lowest first (pyex never sets them;
# they exist for code that tests them).
FILE_ATTRIBUTE_READONLY = 1 << 0
FILE_ATTRIBUTE_HIDDEN = 1 << 1
FILE_ATTRIBUTE_SYSTEM = 1 << 2
FILE_ATTRIBUTE_DIRECTORY = 1 << 4
FILE_ATTRIBUTE_ARCHIVE = 1 << 5
FILE_ATTRIBUTE_DEVICE = 1 << 6
FILE_ATTRIBUTE_NORMAL = 1 << 7
FILE_ATTRIBUTE_TEMPORARY = 1 << 8
FILE_ATTRIBUTE_SPARSE_FILE = 1 << 9
FILE_ATTRIBUTE_REPARSE_POINT = 1 << 10
FILE_ATTRIBUTE_COMPRESSED = 1 << 11
FILE_ATTRIBUTE_OFFLINE = 1 << 12
FILE_ATTRIBUTE_NOT_CONTENT_INDEXED = 1 << 13
FILE_ATTRIBUTE_ENCRYPTED = 1 << 14
FILE_ATTRIBUTE_INTEGRITY_STREAM = 1 << 15
FILE_ATTRIBUTE_VIRTUAL = 1 << 16
FILE_ATTRIBUTE_NO_SCRUB_DATA = 1 << 17
