// This file defines a run's view of its filesystem, shared by open, io,
// os and the modules on them: the vfs.FS the host handed in (or an empty
// read-only one when it handed in none), the current directory, and the
// turning of the filesystem's errors into CPython's OSError subclasses.

package stdlib

import (
	"errors"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

// fileSys is the run's filesystem state.
type fileSys struct {
	fs     *vfs.FS
	cwd    string
	nextFd int
	mask   uint32 // the umask
	// fds maps the descriptors of open files (fileno, os.open) to them.
	fds map[int]*rawFile
}

// files returns the run's filesystem state, made on first use. Without a
// filesystem from the host, the run sees an empty, read-only one: reads
// find nothing (FileNotFoundError) and writes fail with EROFS, the
// CPython-shaped errors of a program on an empty read-only disk.
func (r *Run) files() *fileSys {
	if r.fsys == nil {
		fs := r.Config.FS
		if fs == nil {
			fs = vfs.New()
			fs.SetLimits(vfs.Limits{ReadOnly: true})
		} else {
			clock := r.Clock()
			fs.SetClock(clock.Now)
		}
		r.fsys = &fileSys{fs: fs, cwd: "/", nextFd: 3, mask: 0o022, fds: map[int]*rawFile{}}
	}
	return r.fsys
}

// abs resolves a program's path against the current directory.
func (s *fileSys) abs(p string) string {
	if p == "" {
		return ""
	}
	trailing := strings.HasSuffix(p, "/") && p != "/"
	if !strings.HasPrefix(p, "/") {
		p = s.cwd + "/" + p
	}
	p = path.Clean(p)
	if trailing && p != "/" {
		p += "/" // keep the slash: the filesystem treats "file/" as ENOTDIR
	}
	return p
}

// register gives f the lowest free descriptor, as POSIX open does.
func (s *fileSys) register(f *rawFile) {
	fd := 3
	for s.fds[fd] != nil {
		fd++
	}
	f.fd = fd
	s.fds[fd] = f
}

// osErrorClass maps an errno to the OSError subclass CPython raises.
func osErrorClass(e vfs.Errno) *runtime.Type {
	switch e {
	case vfs.ENOENT:
		return runtime.FileNotFoundErrorType
	case vfs.EEXIST:
		return runtime.FileExistsErrorType
	case vfs.EISDIR:
		return runtime.IsADirectoryErrorType
	case vfs.ENOTDIR:
		return runtime.NotADirectoryErrorType
	case vfs.EACCES, vfs.EPERM:
		return runtime.PermissionErrorType
	}
	return runtime.OSErrorType
}

// osErrno returns OSError(errno, strerror[, filename[, None, filename2]]).
func osErrno(e vfs.Errno, names ...runtime.Value) error {
	args := []runtime.Value{runtime.MakeInt(int64(e)), runtime.MakeStr(e.Error())}
	switch len(names) {
	case 1:
		args = append(args, names[0])
	case 2:
		args = append(args, names[0], runtime.None, names[1])
	}
	return runtime.NewException(osErrorClass(e), args...)
}

// newOSError is OSError(msg).
func newOSError(msg string) error {
	return runtime.NewException(runtime.OSErrorType, runtime.MakeStr(msg))
}

// osError turns an error of the filesystem into the exception CPython
// would raise, naming name (and name2, for two-path operations) as the
// program gave them. Other errors (a budget's abort) pass through.
func osError(err error, names ...runtime.Value) error {
	var pe *vfs.PathError
	if errors.As(err, &pe) {
		return osErrno(pe.Err, names...)
	}
	var errno vfs.Errno
	if errors.As(err, &errno) {
		return osErrno(errno, names...)
	}
	return err
}

// fsPath is os.fspath: a str or bytes path, or the result of the object's
// __fspath__. It returns the path as a Go string (bytes decoded as
// UTF-8) and the value the program gave, as str or bytes.
func fsPath(t *runtime.Thread, v runtime.Value, allowNone bool, fname string) (string, runtime.Value, error) {
	if s, ok := runtime.AsStr(v); ok {
		if strings.IndexByte(s, 0) >= 0 {
			return "", v, runtime.Errorf(runtime.ValueError, "%s: embedded null character in path", fname)
		}
		return s, v, nil
	}
	if b, ok := v.Object().(*runtime.Bytes); ok {
		s, _ := runtime.AsBytes(runtime.MakeObject(b))
		if !utf8.ValidString(s) {
			return "", v, runtime.Errorf(runtime.UnicodeDecodeError, "'utf-8' codec can't decode path")
		}
		return s, v, nil
	}
	if fn, err := runtime.GetAttr(t, runtime.MakeObject(v.Type()), "__fspath__"); err == nil && !v.IsNone() {
		r, err := runtime.Call(t, fn, []runtime.Value{v}, nil)
		if err != nil {
			return "", v, err
		}
		if s, ok := runtime.AsStr(r); ok {
			return s, r, nil
		}
		if _, ok := r.Object().(*runtime.Bytes); ok {
			s, _ := runtime.AsBytes(r)
			return s, r, nil
		}
		return "", v, runtime.Errorf(runtime.TypeError, "expected %s.__fspath__() to return str or bytes, not %s", v.TypeName(), r.TypeName())
	}
	if allowNone && v.IsNone() {
		return ".", runtime.MakeStr("."), nil
	}
	return "", v, runtime.Errorf(runtime.TypeError, "%s: path should be string, bytes or os.PathLike, not %s", fname, v.TypeName())
}

// fileLedgerScope is the instrumentation scope of the file effects, the
// one every effect of pyex is recorded under.
const fileLedgerScope = "github.com/pyexgo/pyex"

// fileEffect records one file operation of the program in the run's
// ledger: a span "file.OP" with the path (and the mode of an open), in
// error when the operation failed. Reads and writes through an open file
// are covered by its open span; each write is not a span of its own.
func (r *Run) fileEffect(op, path string, attrs []SpanAttr, err error) {
	tr := r.Config.Tracer
	if tr == nil {
		return
	}
	all := append([]SpanAttr{
		{Key: "pyex.effect", Value: "file"},
		{Key: "file.operation", Value: op},
		{Key: "file.path", Value: path},
	}, attrs...)
	span := tr.Start(fileLedgerScope, "file."+op, SpanKind(0), 0, all, time.Time{})
	if err != nil {
		tr.SetStatus(span, StatusError, err.Error())
	}
	tr.End(span, time.Time{})
}
