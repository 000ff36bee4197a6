// This file defines posix's file-descriptor functions (open, read, write,
// close, lseek, fstat, ftruncate): a descriptor names an open file of the
// run's filesystem, the same table fileno() and open(fd) use, so
// tempfile.mkstemp's descriptor works with os.fdopen and os.close.

package stdlib

import (
	"errors"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

// The open flags, with Linux's values.
const (
	oRDONLY = 0
	oWRONLY = 1
	oRDWR   = 2
	oCREAT  = 0o100
	oEXCL   = 0o200
	oTRUNC  = 0o1000
	oAPPEND = 0o2000
)

func initPosixFd(r *Run, m *runtime.Module) error {
	d := m.Dict
	for name, v := range map[string]int64{"O_RDONLY": oRDONLY, "O_WRONLY": oWRONLY, "O_RDWR": oRDWR,
		"O_CREAT": oCREAT, "O_EXCL": oEXCL, "O_TRUNC": oTRUNC, "O_APPEND": oAPPEND, "O_CLOEXEC": 0o2000000,
		"O_NOFOLLOW": 0o400000, "O_BINARY": 0} {
		if name == "O_BINARY" {
			continue // Windows only
		}
		d.SetStr(name, runtime.MakeInt(v))
	}
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("posix", name, f)))
	}
	fdArg := func(t *runtime.Thread, v runtime.Value) (*rawFile, error) {
		n, err := runtime.IndexInt(t, v)
		if err != nil {
			return nil, err
		}
		f := r.files().fds[n]
		if f == nil || f.closed {
			return nil, osErrno(vfs.EBADF)
		}
		return f, nil
	}
	fn("open", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var p, dirFd runtime.Value
		var flags int
		mode := 0o777
		if err := runtime.UnpackArgs(t, "open", args, kw, "path", &p, "flags", &flags, "mode?", &mode, "$dir_fd?", &dirFd); err != nil {
			return runtime.None, err
		}
		sys := r.files()
		abs, name, err := pathArg(t, sys, p, "open")
		if err != nil {
			return runtime.None, err
		}
		acc := flags & 3
		f := &rawFile{sys: sys, path: abs, name: name, readable: acc != oWRONLY, writable: acc != oRDONLY,
			appending: flags&oAPPEND != 0, mode: "rb"}
		switch {
		case f.appending:
			f.mode = "ab"
		case acc == oWRONLY:
			f.mode = "wb"
		}
		if f.readable && f.writable {
			f.mode += "+"
		}
		data, rerr := sys.fs.ReadFile(abs)
		switch {
		case rerr == nil && flags&oCREAT != 0 && flags&oEXCL != 0:
			return runtime.None, osErrno(vfs.EEXIST, name)
		case rerr == nil && flags&oTRUNC != 0 && f.writable:
			if err := sys.fs.Create(abs, 0, false); err != nil {
				return runtime.None, osError(err, name)
			}
		case rerr == nil:
			f.data, f.shared = data[:len(data):len(data)], true
		case flags&oCREAT != 0 && errors.Is(rerr, vfs.ENOENT):
			if err := sys.fs.Create(abs, uint32(mode)&^sys.mask, true); err != nil {
				return runtime.None, osError(err, name)
			}
		default:
			return runtime.None, osError(rerr, name)
		}
		sys.register(f)
		r.fileEffect("open", abs, []SpanAttr{{Key: "file.flags", Value: int64(flags)}}, nil)
		return runtime.MakeInt(int64(f.fd)), nil
	})
	fn("close", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fd runtime.Value
		if err := runtime.UnpackPositional("close", args, kw, 1, &fd); err != nil {
			return runtime.None, err
		}
		f, err := fdArg(t, fd)
		if err != nil {
			return runtime.None, err
		}
		f.closeFile()
		return runtime.None, nil
	})
	fn("read", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fd, n runtime.Value
		if err := runtime.UnpackPositional("read", args, kw, 2, &fd, &n); err != nil {
			return runtime.None, err
		}
		f, err := fdArg(t, fd)
		if err != nil {
			return runtime.None, err
		}
		size, err := runtime.AsSsize(t, n)
		if err != nil {
			return runtime.None, err
		}
		if size < 0 {
			return runtime.None, osErrno(vfs.EINVAL)
		}
		if !f.readable {
			return runtime.None, osErrno(vfs.EBADF)
		}
		f.load()
		return runtime.MakeBytes(string(f.read(size))), nil
	})
	fn("write", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fd, data runtime.Value
		if err := runtime.UnpackPositional("write", args, kw, 2, &fd, &data); err != nil {
			return runtime.None, err
		}
		f, err := fdArg(t, fd)
		if err != nil {
			return runtime.None, err
		}
		s, err := ioBytesLike(data)
		if err != nil {
			return runtime.None, err
		}
		if !f.writable {
			return runtime.None, osErrno(vfs.EBADF)
		}
		if err := f.writeBytes([]byte(s)); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(len(s))), nil
	})
	fn("lseek", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fd, pos, how runtime.Value
		if err := runtime.UnpackPositional("lseek", args, kw, 3, &fd, &pos, &how); err != nil {
			return runtime.None, err
		}
		f, err := fdArg(t, fd)
		if err != nil {
			return runtime.None, err
		}
		p, err := runtime.AsSsize(t, pos)
		if err != nil {
			return runtime.None, err
		}
		w, err := runtime.IndexInt(t, how)
		if err != nil {
			return runtime.None, err
		}
		n, err := f.seekTo(p, w)
		return runtime.MakeInt(int64(n)), err
	})
	fn("fstat", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fd runtime.Value
		if err := runtime.UnpackPositional("fstat", args, kw, 1, &fd); err != nil {
			return runtime.None, err
		}
		f, err := fdArg(t, fd)
		if err != nil {
			return runtime.None, err
		}
		info, serr := f.sys.fs.Stat(f.path)
		if serr != nil {
			return runtime.None, osError(serr)
		}
		info.Size = int64(len(f.data))
		return statResult(info), nil
	})
	fn("ftruncate", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fd, length runtime.Value
		if err := runtime.UnpackPositional("ftruncate", args, kw, 2, &fd, &length); err != nil {
			return runtime.None, err
		}
		f, err := fdArg(t, fd)
		if err != nil {
			return runtime.None, err
		}
		n, err := runtime.AsSsize(t, length)
		if err != nil {
			return runtime.None, err
		}
		if n < 0 || !f.writable {
			return runtime.None, osErrno(vfs.EINVAL)
		}
		return runtime.None, f.truncateTo(n)
	})
	for _, name := range []string{"fsync", "fdatasync"} {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var fd runtime.Value
			if err := runtime.UnpackPositional(name, args, kw, 1, &fd); err != nil {
				return runtime.None, err
			}
			_, err := fdArg(t, fd)
			return runtime.None, err
		})
	}
	fn("isatty", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var fd runtime.Value
		if err := runtime.UnpackPositional("isatty", args, kw, 1, &fd); err != nil {
			return runtime.None, err
		}
		return runtime.False, nil
	})
	return nil
}
