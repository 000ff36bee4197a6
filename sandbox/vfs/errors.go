package vfs

import "strconv"

// Errno is a POSIX error number, with Linux's values, so that the standard
// library can raise the OSError subclass, errno and strerror CPython would
// for the same failure on Linux.
type Errno int

// The error numbers the filesystem produces.
const (
	EPERM        Errno = 1
	ENOENT       Errno = 2
	EBADF        Errno = 9
	EACCES       Errno = 13
	EBUSY        Errno = 16
	EEXIST       Errno = 17
	EXDEV        Errno = 18
	ENOTDIR      Errno = 20
	EISDIR       Errno = 21
	EINVAL       Errno = 22
	EFBIG        Errno = 27
	ENOSPC       Errno = 28
	EROFS        Errno = 30
	ENAMETOOLONG Errno = 36
	ENOTEMPTY    Errno = 39
	ELOOP        Errno = 40
)

// strerrors are glibc's messages for the numbers above: they are what a
// Python program sees in str(exc).
var strerrors = map[Errno]string{
	EPERM:        "Operation not permitted",
	ENOENT:       "No such file or directory",
	EBADF:        "Bad file descriptor",
	EACCES:       "Permission denied",
	EBUSY:        "Device or resource busy",
	EEXIST:       "File exists",
	EXDEV:        "Invalid cross-device link",
	ENOTDIR:      "Not a directory",
	EISDIR:       "Is a directory",
	EINVAL:       "Invalid argument",
	EFBIG:        "File too large",
	ENOSPC:       "No space left on device",
	EROFS:        "Read-only file system",
	ENAMETOOLONG: "File name too long",
	ENOTEMPTY:    "Directory not empty",
	ELOOP:        "Too many levels of symbolic links",
}

// Error returns the strerror text of e.
func (e Errno) Error() string {
	if s, ok := strerrors[e]; ok {
		return s
	}
	return "Unknown error " + strconv.Itoa(int(e))
}

// PathError is a failed operation on a path (two paths for a rename).
// Path and Path2 are the paths as the caller gave them, so that messages
// name what the program wrote.
type PathError struct {
	Op    string
	Path  string
	Path2 string // set for rename; "" otherwise
	Err   Errno
}

// Error returns "op path: strerror".
func (e *PathError) Error() string {
	s := e.Op + " " + e.Path
	if e.Path2 != "" {
		s += " -> " + e.Path2
	}
	return s + ": " + e.Err.Error()
}

// Unwrap returns the Errno, so errors.Is(err, vfs.ENOENT) works.
func (e *PathError) Unwrap() error { return e.Err }

func pathErr(op, p string, errno Errno) error { return &PathError{Op: op, Path: p, Err: errno} }
