// This file defines the builtin open: mode parsing with CPython's errors,
// and the stack of objects it returns (FileIO, a buffered class, and a
// TextIOWrapper in text mode) over a file of the run's filesystem.

package stdlib

import (
	"strings"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

// openBuiltin is builtins.open (and io.open): one function for every
// run, which finds the run's file system through the thread.
var openBuiltin = runtime.NewModuleFunction("io", "open", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	r, ok := t.Std.(*Run)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.SystemError, "open(): the run has no standard library")
	}
	return openFile(r, t, args, kw)
})

func init() { runtime.AddBuiltin(openBuiltin) }

// openMode is a parsed mode string.
type openMode struct {
	read, write, create, appending, update, text, binary bool
}

func parseMode(mode string) (openMode, error) {
	var m openMode
	seen := map[rune]bool{}
	bad := func() (openMode, error) {
		return m, runtime.Errorf(runtime.ValueError, "invalid mode: '%s'", mode)
	}
	for _, c := range mode {
		if !strings.ContainsRune("rwxabt+", c) || seen[c] {
			return bad()
		}
		seen[c] = true
		switch c {
		case 'r':
			m.read = true
		case 'w':
			m.write = true
		case 'x':
			m.create = true
		case 'a':
			m.appending = true
		case '+':
			m.update = true
		case 't':
			m.text = true
		case 'b':
			m.binary = true
		}
	}
	n := 0
	for _, b := range []bool{m.read, m.write, m.create, m.appending} {
		if b {
			n++
		}
	}
	if m.text && m.binary {
		return m, runtime.Errorf(runtime.ValueError, "can't have text and binary mode at once")
	}
	if n > 1 {
		return m, runtime.Errorf(runtime.ValueError, "must have exactly one of create/read/write/append mode")
	}
	if n == 0 {
		// FileIO's check, which CPython reaches in this case.
		return m, runtime.Errorf(runtime.ValueError, "Must have exactly one of create/read/write/append mode and at most one plus")
	}
	return m, nil
}

// rawMode is FileIO's mode for m.
func (m openMode) rawMode() string {
	var s string
	switch {
	case m.create:
		s = "xb"
	case m.appending:
		s = "ab"
	case m.read && !m.update:
		s = "rb"
	case m.write && !m.update:
		s = "wb"
	default:
		s = "rb"
	}
	if m.update {
		s += "+"
	}
	return s
}

func openFile(r *Run, t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var file runtime.Value
	mode := runtime.MakeStr("r")
	buffering := runtime.MakeInt(-1)
	encoding, errs, newline := runtime.None, runtime.None, runtime.None
	closefd, opener := runtime.True, runtime.None
	if err := runtime.UnpackArgs(t, "open", args, kw, "file", &file, "mode?", &mode, "buffering?", &buffering,
		"encoding?", &encoding, "errors?", &errs, "newline?", &newline, "closefd?", &closefd, "opener?", &opener); err != nil {
		return runtime.None, err
	}
	modeStr, ok := runtime.AsStr(mode)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "open() argument 'mode' must be str, not %s", mode.TypeName())
	}
	m, err := parseMode(modeStr)
	if err != nil {
		return runtime.None, err
	}
	buf, err := runtime.AsSsize(t, buffering)
	if err != nil {
		return runtime.None, err
	}
	if m.binary {
		switch {
		case !encoding.IsNone():
			return runtime.None, runtime.Errorf(runtime.ValueError, "binary mode doesn't take an encoding argument")
		case !errs.IsNone():
			return runtime.None, runtime.Errorf(runtime.ValueError, "binary mode doesn't take an errors argument")
		case !newline.IsNone():
			return runtime.None, runtime.Errorf(runtime.ValueError, "binary mode doesn't take a newline argument")
		}
	} else if buf == 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "can't have unbuffered text I/O")
	}
	// Check the text arguments before the file is touched, as CPython
	// does for the encoding.
	text := &textFile{encoding: "utf-8", errors: "strict", mode: modeStr}
	if !m.binary {
		if enc, ok := runtime.AsStr(encoding); ok && enc == "locale" {
			encoding = runtime.None
		}
		if err := text.configure(encoding, errs, newline); err != nil {
			return runtime.None, err
		}
	}
	sys := r.files()
	if file.IsSmallInt() {
		f := sys.fds[int(file.SmallInt())]
		if f == nil || f.closed {
			return runtime.None, osErrno(vfs.EBADF)
		}
		return wrapFile(f, m, buf, text)
	}
	p, name, err := fsPath(t, file, false, "open")
	if err != nil {
		if runtime.ErrorMatches(err, runtime.TypeErrorType) {
			return runtime.None, runtime.Errorf(runtime.TypeError, "expected str, bytes or os.PathLike object, not %s", file.TypeName())
		}
		return runtime.None, err
	}
	f := &rawFile{sys: sys, path: sys.abs(p), name: name, mode: m.rawMode(),
		readable: m.read || m.update, writable: !m.read || m.update, appending: m.appending}
	err = f.open(m)
	r.fileEffect("open", f.path, []SpanAttr{{Key: "file.mode", Value: modeStr}}, err)
	if err != nil {
		return runtime.None, osError(err, name)
	}
	sys.register(f)
	return wrapFile(f, m, buf, text)
}

// wrapFile returns the object open gives for f: f itself unbuffered, a
// buffered class, or text over that.
func wrapFile(f *rawFile, m openMode, buf int, text *textFile) (runtime.Value, error) {
	if buf == 0 {
		return runtime.MakeObject(f), nil
	}
	cls := bufferedReaderType
	switch {
	case f.readable && f.writable:
		cls = bufferedRandomType
	case f.writable:
		cls = bufferedWriterType
	}
	b := runtime.MakeObject(&buffered{raw: f, cls: cls})
	if m.binary {
		return b, nil
	}
	text.buffer, text.target = b, b.Object().(binTarget)
	return runtime.MakeObject(text), nil
}

// open opens or creates the file at f.path as the mode says.
func (f *rawFile) open(m openMode) error {
	fs := f.sys.fs
	if f.path == "/dev/null" {
		if _, err := fs.Stat(f.path); err != nil {
			f.devnull = true
			return nil
		}
	}
	switch {
	case m.read:
		data, err := fs.ReadFile(f.path)
		if err != nil {
			return err
		}
		f.data, f.shared = data[:len(data):len(data)], true
	case m.write:
		if err := fs.Create(f.path, 0, false); err != nil {
			return err
		}
	case m.create:
		if err := fs.Create(f.path, 0, true); err != nil {
			return err
		}
	case m.appending:
		data, err := fs.ReadFile(f.path)
		if err != nil {
			if err := fs.Create(f.path, 0, false); err != nil {
				return err
			}
		} else {
			f.data, f.shared = data[:len(data):len(data)], true
			f.pos = len(data)
		}
	}
	return nil
}
