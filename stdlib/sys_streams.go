// This file defines the standard streams of sys: text streams that write
// to the run's Go writers (the host's stdout and stderr for the run), and
// a standard input that is always at end of file, since a sandboxed
// program reads no terminal.

package stdlib

import (
	"io"

	"github.com/pyexgo/pyex/runtime"
)

// stream is sys.stdout, sys.stderr or sys.stdin.
type stream struct {
	runtime.Identity
	name   string
	fd     int
	writer func() io.Writer // nil for stdin
}

// Type returns _io.TextIOWrapper.
func (*stream) Type() *runtime.Type { return textIOWrapperType }

// GoWriter returns the writer the stream writes to.
func (s *stream) GoWriter() io.Writer {
	if s.writer == nil {
		return nil
	}
	return s.writer()
}

func newStream(name string, fd int, w func() io.Writer) runtime.Value {
	return runtime.MakeObject(&stream{name: name, fd: fd, writer: w})
}

func newInputStream() runtime.Value {
	return runtime.MakeObject(&stream{name: "<stdin>", fd: 0})
}

var textIOWrapperType = newTextIOWrapperType()

func newTextIOWrapperType() *runtime.Type {
	c := runtime.NewNativeType("TextIOWrapper", "_io", textIOBaseType, false)
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		s := self.Object().(*stream)
		mode := "w"
		if s.writer == nil {
			mode = "r"
		}
		return "<_io.TextIOWrapper name='" + s.name + "' mode='" + mode + "' encoding='utf-8'>", nil
	}
	self := func(v runtime.Value) *stream { return v.Object().(*stream) }
	noArgs := func(name string, f func(s *stream) runtime.Value) {
		c.AddMethod(name, func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := runtime.UnpackPositional(name, args, kw, 0); err != nil {
				return runtime.None, err
			}
			return f(self(v)), nil
		})
	}
	c.AddMethod("write", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var text runtime.Value
		if err := runtime.UnpackPositional("write", args, kw, 1, &text); err != nil {
			return runtime.None, err
		}
		s := self(v)
		if s.writer == nil {
			return runtime.None, unsupported("not writable")
		}
		str, ok := runtime.AsStr(text)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "write() argument must be str, not %s", text.TypeName())
		}
		b, err := runtime.Encode(str, "utf-8", "strict")
		if err != nil {
			return runtime.None, err
		}
		if w := s.writer(); w != nil {
			if _, err := io.WriteString(w, b); err != nil {
				return runtime.None, err
			}
		}
		n, _ := runtime.Len(t, text)
		return runtime.MakeInt(int64(n)), nil
	})
	c.AddMethod("writelines", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var lines runtime.Value
		if err := runtime.UnpackPositional("writelines", args, kw, 1, &lines); err != nil {
			return runtime.None, err
		}
		items, err := runtime.IterToSlice(t, lines)
		if err != nil {
			return runtime.None, err
		}
		for _, line := range items {
			if _, err := runtime.CallMethod(t, v, "write", []runtime.Value{line}, nil); err != nil {
				return runtime.None, err
			}
		}
		return runtime.None, nil
	})
	c.AddMethod("flush", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackPositional("flush", args, kw, 0); err != nil {
			return runtime.None, err
		}
		// A host that buffers the run's output (pyexvm when stdout is
		// not a terminal, as python3 does) gets the flush.
		if s := self(v); s.writer != nil {
			if f, ok := s.writer().(interface{ Flush() error }); ok {
				if err := f.Flush(); err != nil {
					return runtime.None, err
				}
			}
		}
		return runtime.None, nil
	})
	noArgs("isatty", func(s *stream) runtime.Value { return runtime.False })
	noArgs("fileno", func(s *stream) runtime.Value { return runtime.MakeInt(int64(s.fd)) })
	noArgs("writable", func(s *stream) runtime.Value { return runtime.MakeBool(s.writer != nil) })
	noArgs("readable", func(s *stream) runtime.Value { return runtime.MakeBool(s.writer == nil) })
	noArgs("seekable", func(s *stream) runtime.Value { return runtime.False })
	readEOF := func(name string, empty func() runtime.Value) {
		c.AddMethod(name, func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var size runtime.Value
			if err := runtime.UnpackPositional(name, args, kw, 0, &size); err != nil {
				return runtime.None, err
			}
			if self(v).writer != nil {
				return runtime.None, unsupported("not readable")
			}
			return empty(), nil
		})
	}
	readEOF("read", func() runtime.Value { return runtime.MakeStr("") })
	readEOF("readline", func() runtime.Value { return runtime.MakeStr("") })
	readEOF("readlines", func() runtime.Value { return runtime.MakeObject(runtime.NewList(nil)) })
	c.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) { return self, nil }
	c.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		return runtime.None, false, nil
	}
	getter := func(name string, f func(s *stream) runtime.Value) {
		c.AddGetter(name, func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) { return f(self(v)), nil })
	}
	getter("name", func(s *stream) runtime.Value { return runtime.MakeStr(s.name) })
	getter("mode", func(s *stream) runtime.Value {
		if s.writer == nil {
			return runtime.MakeStr("r")
		}
		return runtime.MakeStr("w")
	})
	getter("encoding", func(s *stream) runtime.Value { return runtime.MakeStr("utf-8") })
	getter("errors", func(s *stream) runtime.Value { return runtime.MakeStr("strict") })
	getter("closed", func(s *stream) runtime.Value { return runtime.False })
	getter("line_buffering", func(s *stream) runtime.Value { return runtime.False })
	getter("newlines", func(s *stream) runtime.Value { return runtime.None })
	c.Finish()
	return c
}

// unsupported is io.UnsupportedOperation, which is both an OSError and a
// ValueError.
func unsupported(msg string) error {
	return runtime.NewException(unsupportedOperationType, runtime.MakeStr(msg))
}

var unsupportedOperationType = runtime.NewNativeExceptionType("UnsupportedOperation", "io", runtime.OSErrorType)
