// This file defines the posix module, written in Go: the primitive
// operations os (stdlib/py/os.py) is built on, over the run's filesystem
// (package sandbox/vfs). As on CPython, os re-exports them. Nothing here
// reaches the host: there is no process, terminal or device; the process
// facts (pid, uid, cpu count) are fixed values that docs/FILESYSTEM.md
// lists.

package stdlib

import (
	"sort"
	"strings"
	"time"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

func init() { register("posix", initPosix) }

// The fixed process facts of a run.
const (
	runPid   = 4242
	runPpid  = 4241
	runUID   = 1000
	runDevNo = 2049 // st_dev: one device for the whole filesystem
)

// statResultType is os.stat_result: ten items, the three times as ints,
// and the float and nanosecond times and block facts as attributes only.
var statResultType = runtime.NewStructSeqTypeExtra("os", "stat_result",
	[]string{"st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size", "st_atime", "st_mtime", "st_ctime"},
	[]string{"st_atime", "st_mtime", "st_ctime", "st_atime_ns", "st_mtime_ns", "st_ctime_ns", "st_blksize", "st_blocks", "st_rdev"})

// terminalSizeType is os.terminal_size.
var terminalSizeType = runtime.NewStructSeqType("os", "terminal_size", []string{"columns", "lines"})

func statResult(info vfs.Info) runtime.Value {
	ns := info.ModTime.UnixNano()
	secs := runtime.MakeInt(info.ModTime.Unix())
	f := runtime.MakeFloat(float64(ns) / 1e9)
	nsv := runtime.MakeInt(ns)
	blocks := (info.Size + 4095) / 4096 * 8
	items := []runtime.Value{
		runtime.MakeInt(int64(info.Mode)), runtime.MakeInt(int64(info.Ino)), runtime.MakeInt(runDevNo),
		runtime.MakeInt(int64(info.Nlink)), runtime.MakeInt(runUID), runtime.MakeInt(runUID),
		runtime.MakeInt(info.Size), secs, secs, secs,
	}
	extra := []runtime.Value{f, f, f, nsv, nsv, nsv, runtime.MakeInt(4096), runtime.MakeInt(blocks), runtime.MakeInt(0)}
	return runtime.NewStructSeqExtra(statResultType, items, extra)
}

// fdFuncs are the functions CPython lets take a file descriptor for the
// path, which changes their type error's wording.
var fdFuncs = map[string]bool{"stat": true, "listdir": true, "_scandir": true, "chdir": true,
	"chmod": true, "utime": true, "truncate": true}

// posixFunc is a function of posix that works on the run's filesystem.
type posixFunc func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error)

// pathArg reads a path argument: its absolute form and the value to name
// in errors.
func pathArg(t *runtime.Thread, sys *fileSys, v runtime.Value, fname string) (string, runtime.Value, error) {
	if fdFuncs[fname] {
		if v.IsSmallInt() {
			// A descriptor names an open file, not a directory or path
			// these functions can use here.
			return "", v, osErrno(vfs.EBADF)
		}
		if _, _, err := fsPath(t, v, false, fname); err != nil && runtime.ErrorMatches(err, runtime.TypeErrorType) {
			return "", v, runtime.Errorf(runtime.TypeError, "%s: path should be string, bytes, os.PathLike or integer, not %s", fname, v.TypeName())
		}
	}
	p, name, err := fsPath(t, v, false, fname)
	if err != nil {
		return "", name, err
	}
	if p == "" {
		return "", name, osErrno(vfs.ENOENT, name)
	}
	return sys.abs(p), name, nil
}

func initPosix(r *Run, m *runtime.Module) error {
	d := m.Dict
	t := r.Thread()
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("posix", name, f)))
	}
	fsFn := func(name string, f posixFunc) {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			return f(t, r.files(), args, kw)
		})
	}
	// onePath is a function of one path argument (plus ignored dir_fd and
	// follow_symlinks keywords).
	onePath := func(name string, optional bool, f func(sys *fileSys, abs string, name runtime.Value) (runtime.Value, error)) {
		fsFn(name, func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var p, dirFd runtime.Value
			follow := true
			pname := "path"
			if optional {
				p = runtime.None
				pname = "path?"
			}
			if err := runtime.UnpackArgs(t, name, args, kw, pname, &p, "$dir_fd?", &dirFd, "$follow_symlinks?", &follow); err != nil {
				return runtime.None, err
			}
			if optional && p.IsNone() {
				p = runtime.MakeStr(".")
			}
			abs, pv, err := pathArg(t, sys, p, name)
			if err != nil {
				return runtime.None, err
			}
			return f(sys, abs, pv)
		})
	}
	statFn := func(sys *fileSys, abs string, name runtime.Value) (runtime.Value, error) {
		info, err := sys.fs.Stat(abs)
		if err != nil {
			return runtime.None, osError(err, name)
		}
		return statResult(info), nil
	}
	onePath("stat", false, statFn)
	onePath("lstat", false, statFn)
	onePath("listdir", true, func(sys *fileSys, abs string, name runtime.Value) (runtime.Value, error) {
		infos, err := sys.fs.ReadDir(abs)
		if err != nil {
			return runtime.None, osError(err, name)
		}
		_, isBytes := name.Object().(*runtime.Bytes)
		names := make([]runtime.Value, len(infos))
		for i, in := range infos {
			if isBytes {
				names[i] = runtime.MakeBytes(in.Name)
			} else {
				names[i] = runtime.MakeStr(in.Name)
			}
		}
		return runtime.MakeObject(runtime.NewList(names)), nil
	})
	// _scandir returns [(name, stat_result)] for os.scandir's DirEntry.
	onePath("_scandir", true, func(sys *fileSys, abs string, name runtime.Value) (runtime.Value, error) {
		infos, err := sys.fs.ReadDir(abs)
		if err != nil {
			return runtime.None, osError(err, name)
		}
		items := make([]runtime.Value, len(infos))
		for i, in := range infos {
			items[i] = runtime.MakeTuple(runtime.MakeStr(in.Name), statResult(in))
		}
		return runtime.MakeObject(runtime.NewList(items)), nil
	})
	onePath("rmdir", false, func(sys *fileSys, abs string, name runtime.Value) (runtime.Value, error) {
		err := sys.fs.Rmdir(abs)
		r.fileEffect("rmdir", abs, nil, err)
		return runtime.None, osError(err, name)
	})
	for _, n := range []string{"remove", "unlink"} {
		onePath(n, false, func(sys *fileSys, abs string, name runtime.Value) (runtime.Value, error) {
			err := sys.fs.Remove(abs)
			r.fileEffect("remove", abs, nil, err)
			return runtime.None, osError(err, name)
		})
	}
	onePath("chdir", false, func(sys *fileSys, abs string, name runtime.Value) (runtime.Value, error) {
		info, err := sys.fs.Stat(abs)
		if err != nil {
			return runtime.None, osError(err, name)
		}
		if !info.Dir {
			return runtime.None, osErrno(vfs.ENOTDIR, name)
		}
		sys.cwd = strings.TrimSuffix(abs, "/")
		if sys.cwd == "" {
			sys.cwd = "/"
		}
		return runtime.None, nil
	})
	fsFn("mkdir", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var p, dirFd runtime.Value
		mode := 0o777
		if err := runtime.UnpackArgs(t, "mkdir", args, kw, "path", &p, "mode?", &mode, "$dir_fd?", &dirFd); err != nil {
			return runtime.None, err
		}
		abs, name, err := pathArg(t, sys, p, "mkdir")
		if err != nil {
			return runtime.None, err
		}
		err = sys.fs.Mkdir(abs, uint32(mode)&^sys.mask)
		r.fileEffect("mkdir", abs, nil, err)
		return runtime.None, osError(err, name)
	})
	for _, n := range []string{"rename", "replace"} {
		fsFn(n, func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var src, dst, sfd, dfd runtime.Value
			if err := runtime.UnpackArgs(t, n, args, kw, "src", &src, "dst", &dst, "$src_dir_fd?", &sfd, "$dst_dir_fd?", &dfd); err != nil {
				return runtime.None, err
			}
			sp, sname, err := fsPath(t, src, false, n)
			if err != nil {
				return runtime.None, err
			}
			dp, dname, err := fsPath(t, dst, false, n)
			if err != nil {
				return runtime.None, err
			}
			if sp == "" || dp == "" {
				return runtime.None, osErrno(vfs.ENOENT, sname, dname)
			}
			err = sys.fs.Rename(sys.abs(sp), sys.abs(dp))
			r.fileEffect("rename", sys.abs(sp), []SpanAttr{{Key: "file.new_path", Value: sys.abs(dp)}}, err)
			return runtime.None, osError(err, sname, dname)
		})
	}
	fsFn("chmod", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var p, dirFd runtime.Value
		var mode int
		follow := true
		if err := runtime.UnpackArgs(t, "chmod", args, kw, "path", &p, "mode", &mode, "$dir_fd?", &dirFd, "$follow_symlinks?", &follow); err != nil {
			return runtime.None, err
		}
		abs, name, err := pathArg(t, sys, p, "chmod")
		if err != nil {
			return runtime.None, err
		}
		err = sys.fs.Chmod(abs, uint32(mode))
		r.fileEffect("chmod", abs, nil, err)
		return runtime.None, osError(err, name)
	})
	fsFn("truncate", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var p runtime.Value
		var length int
		if err := runtime.UnpackArgs(t, "truncate", args, kw, "path", &p, "length", &length); err != nil {
			return runtime.None, err
		}
		abs, name, err := pathArg(t, sys, p, "truncate")
		if err != nil {
			return runtime.None, err
		}
		err = sys.fs.Truncate(abs, int64(length))
		r.fileEffect("truncate", abs, nil, err)
		return runtime.None, osError(err, name)
	})
	fsFn("utime", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		p, times, ns := runtime.None, runtime.None, runtime.None
		var dirFd runtime.Value
		follow := true
		if err := runtime.UnpackArgs(t, "utime", args, kw, "path", &p, "times?", &times, "$ns?", &ns, "$dir_fd?", &dirFd, "$follow_symlinks?", &follow); err != nil {
			return runtime.None, err
		}
		abs, name, err := pathArg(t, sys, p, "utime")
		if err != nil {
			return runtime.None, err
		}
		when := r.Clock().Now()
		switch {
		case !times.IsNone() && !ns.IsNone():
			return runtime.None, runtime.Errorf(runtime.ValueError, "utime: you may specify either 'times' or 'ns' but not both")
		case !times.IsNone():
			tup, ok := times.Object().(*runtime.Tuple)
			if !ok || len(tup.Items()) != 2 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "utime: 'times' must be either a tuple of two ints or None")
			}
			secs, err := runtime.AsFloat(t, tup.Items()[1])
			if err != nil {
				return runtime.None, err
			}
			when = time.Unix(0, int64(secs*1e9)).UTC()
		case !ns.IsNone():
			tup, ok := ns.Object().(*runtime.Tuple)
			if !ok || len(tup.Items()) != 2 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "utime: 'ns' must be a tuple of two ints")
			}
			n, err := runtime.AsSsize(t, tup.Items()[1])
			if err != nil {
				return runtime.None, err
			}
			when = time.Unix(0, int64(n)).UTC()
		}
		return runtime.None, osError(sys.fs.Chtimes(abs, when), name)
	})
	fsFn("access", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var p, dirFd runtime.Value
		var mode int
		effective, follow := false, true
		if err := runtime.UnpackArgs(t, "access", args, kw, "path", &p, "mode", &mode, "$dir_fd?", &dirFd,
			"$effective_ids?", &effective, "$follow_symlinks?", &follow); err != nil {
			return runtime.None, err
		}
		abs, _, err := pathArg(t, sys, p, "access")
		if err != nil {
			return runtime.False, nil
		}
		_, serr := sys.fs.Stat(abs)
		return runtime.MakeBool(serr == nil), nil
	})
	fsFn("getcwd", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("getcwd", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(sys.cwd), nil
	})
	fsFn("getcwdb", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("getcwdb", args, kw, 0); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(sys.cwd), nil
	})
	fsFn("umask", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var mask runtime.Value
		if err := runtime.UnpackPositional("umask", args, kw, 1, &mask); err != nil {
			return runtime.None, err
		}
		n, err := runtime.IndexInt(t, mask)
		if err != nil {
			return runtime.None, err
		}
		old := sys.mask
		sys.mask = uint32(n) & 0o777
		return runtime.MakeInt(int64(old)), nil
	})
	fn("urandom", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var size runtime.Value
		if err := runtime.UnpackPositional("urandom", args, kw, 1, &size); err != nil {
			return runtime.None, err
		}
		n, err := runtime.AsSsize(t, size)
		if err != nil {
			return runtime.None, err
		}
		if n < 0 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "negative argument not allowed")
		}
		b := make([]byte, n)
		r.Entropy().Read(b)
		return runtime.MakeBytes(string(b)), nil
	})
	fixed := func(name string, v runtime.Value) {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := runtime.UnpackPositional(name, args, kw, 0); err != nil {
				return runtime.None, err
			}
			return v, nil
		})
	}
	fixed("getpid", runtime.MakeInt(runPid))
	fixed("getppid", runtime.MakeInt(runPpid))
	fixed("getuid", runtime.MakeInt(runUID))
	fixed("geteuid", runtime.MakeInt(runUID))
	fixed("getgid", runtime.MakeInt(runUID))
	fixed("getegid", runtime.MakeInt(runUID))
	fixed("cpu_count", runtime.MakeInt(1))
	fixed("getlogin", runtime.MakeStr("user"))
	fn("strerror", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var code runtime.Value
		if err := runtime.UnpackPositional("strerror", args, kw, 1, &code); err != nil {
			return runtime.None, err
		}
		n, err := runtime.IndexInt(t, code)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(vfs.Errno(n).Error()), nil
	})
	fn("fspath", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var p runtime.Value
		if err := runtime.UnpackArgs(t, "fspath", args, kw, "path", &p); err != nil {
			return runtime.None, err
		}
		_, v, err := fsPath(t, p, false, "fspath")
		if err != nil && runtime.ErrorMatches(err, runtime.TypeErrorType) {
			return runtime.None, runtime.Errorf(runtime.TypeError, "expected str, bytes or os.PathLike object, not %s", p.TypeName())
		}
		return v, err
	})
	env := runtime.NewDict(t)
	keys := make([]string, 0, len(r.Config.Env))
	for k := range r.Config.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		env.SetStr(k, runtime.MakeStr(r.Config.Env[k]))
	}
	d.SetStr("environ", runtime.MakeObject(env))
	d.SetStr("stat_result", runtime.MakeObject(statResultType))
	d.SetStr("terminal_size", runtime.MakeObject(terminalSizeType))
	// _fs_usage returns (bytes stored, byte limit or 0) for shutil.disk_usage.
	fsFn("_fs_usage", func(t *runtime.Thread, sys *fileSys, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		used, _ := sys.fs.Usage()
		return runtime.MakeTuple(runtime.MakeInt(used), runtime.MakeInt(sys.fs.Limits().MaxBytes)), nil
	})
	return initPosixFd(r, m)
}
