// This file defines the io module, written in Go: the abstract classes of
// the I/O hierarchy (IOBase, RawIOBase, BufferedIOBase, TextIOBase), the
// constants, and the names of the concrete classes, which live in the
// io_*.go files: StringIO and BytesIO (in memory, hot in agents' code),
// FileIO, BufferedReader/Writer/Random and TextIOWrapper over the run's
// filesystem (package sandbox/vfs), and open.
//
// The abstract classes are subclassable. Their methods work through the
// subclass's own read, readline, write and close, as CPython's mix-ins do;
// the concrete classes override them with direct Go code.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() {
	register("io", initIO)
	register("_io", initIO)
}

// defaultBufferSize is io.DEFAULT_BUFFER_SIZE.
const defaultBufferSize = 8192

func initIO(r *Run, m *runtime.Module) error {
	d := m.Dict
	set := func(name string, v runtime.Value) { d.SetStr(name, v) }
	set("DEFAULT_BUFFER_SIZE", runtime.MakeInt(defaultBufferSize))
	set("SEEK_SET", runtime.MakeInt(0))
	set("SEEK_CUR", runtime.MakeInt(1))
	set("SEEK_END", runtime.MakeInt(2))
	for _, c := range []*runtime.Type{ioBaseType, rawIOBaseType, bufferedIOBaseType, textIOBaseType,
		fileIOType, bytesIOType, stringIOType, bufferedReaderType, bufferedWriterType, bufferedRandomType,
		textIOWrapperFileType} {
		set(c.Name, runtime.MakeObject(c))
	}
	set("UnsupportedOperation", runtime.MakeObject(unsupportedOperationType))
	set("BlockingIOError", runtime.MakeObject(runtime.BlockingIOErrorType))
	set("open", runtime.MakeObject(openBuiltin))
	set("text_encoding", runtime.MakeObject(runtime.NewModuleFunction(m.Name, "text_encoding",
		func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var enc, level runtime.Value
			if err := runtime.UnpackPositional("text_encoding", args, kw, 1, &enc, &level); err != nil {
				return runtime.None, err
			}
			if enc.IsNone() {
				return runtime.MakeStr("utf-8"), nil
			}
			return enc, nil
		})))
	return nil
}

// ioBase is the state the abstract classes keep for a subclass written in
// Python: only whether it is closed.
type ioBase struct {
	runtime.Identity
	closed bool
	cls    *runtime.Type
}

// Type returns the abstract class the object was made for.
func (b *ioBase) Type() *runtime.Type { return b.cls }

var (
	ioBaseType         = newIOBaseType("IOBase", nil)
	rawIOBaseType      = newIOBaseType("RawIOBase", ioBaseType)
	bufferedIOBaseType = newIOBaseType("BufferedIOBase", ioBaseType)
	textIOBaseType     = newIOBaseType("TextIOBase", ioBaseType)
)

// errClosed is the ValueError of an operation on a closed file.
func ioErrClosed() error { return runtime.Errorf(runtime.ValueError, "I/O operation on closed file.") }

// call is a method call on self, for the mix-in methods.
func ioCall(t *runtime.Thread, self runtime.Value, name string, args ...runtime.Value) (runtime.Value, error) {
	return runtime.CallMethod(t, self, name, args, nil)
}

// isClosed reads self.closed, the way the mix-ins check it.
func ioIsClosed(t *runtime.Thread, self runtime.Value) (bool, error) {
	v, err := runtime.GetAttr(t, self, "closed")
	if err != nil {
		return false, err
	}
	return runtime.Truth(t, v)
}

func ioCheckOpen(t *runtime.Thread, self runtime.Value) error {
	closed, err := ioIsClosed(t, self)
	if err != nil {
		return err
	}
	if closed {
		return ioErrClosed()
	}
	return nil
}

// meth adds a method taking at most max positional arguments (and no
// keywords) to c.
func ioMethod(c *runtime.Type, name string, max int, f func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error)) {
	c.AddMethod(name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", name)
		}
		if len(args) > max {
			if max == 0 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "%s.%s() takes no arguments (%d given)", c.Name, name, len(args))
			}
			return runtime.None, runtime.Errorf(runtime.TypeError, "%s expected at most %d argument%s, got %d", name, max, ioPlural(max), len(args))
		}
		return f(t, self, args)
	})
}

func ioPlural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// sizeArg reads an optional size argument: None or absent is -1.
func ioSizeArg(t *runtime.Thread, args []runtime.Value, i int) (int, error) {
	if i >= len(args) || args[i].IsNone() {
		return -1, nil
	}
	if _, ok := runtime.AsInt(args[i]); !ok {
		if _, err := runtime.Index(t, args[i]); err != nil {
			return 0, runtime.Errorf(runtime.TypeError, "argument should be integer or None, not '%s'", args[i].TypeName())
		}
	}
	n, err := runtime.AsSsize(t, args[i])
	if err != nil && runtime.ErrorMatches(err, runtime.OverflowErrorType) {
		return 0, runtime.Errorf(runtime.OverflowError, "cannot fit 'int' into an index-sized integer")
	}
	return n, err
}

func newIOBaseType(name string, base *runtime.Type) *runtime.Type {
	c := runtime.NewNativeType(name, "io", base, true)
	if base != nil {
		ioAbstractMethods(c)
		c.Finish()
		return c
	}
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.WrapNew(t, cls, c, &ioBase{cls: c}), nil
	}
	c.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		if err := ioCheckOpen(t, self); err != nil {
			return runtime.None, err
		}
		return self, nil
	}
	c.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		line, err := ioCall(t, self, "readline")
		if err != nil {
			return runtime.None, false, err
		}
		n, err := runtime.Len(t, line)
		if err != nil || n == 0 {
			return runtime.None, false, err
		}
		return line, true, nil
	}
	c.AddGetter("closed", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		if b, ok := runtime.Payload[*ioBase](self); ok {
			return runtime.MakeBool(b.closed), nil
		}
		return runtime.False, nil
	})
	ioMethod(c, "close", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		b, ok := runtime.Payload[*ioBase](self)
		if !ok || b.closed {
			return runtime.None, nil
		}
		_, err := ioCall(t, self, "flush")
		b.closed = true
		return runtime.None, err
	})
	ioMethod(c, "flush", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, ioCheckOpen(t, self)
	})
	for _, n := range []string{"readable", "writable", "seekable", "isatty"} {
		ioMethod(c, n, 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
			if n == "isatty" {
				if err := ioCheckOpen(t, self); err != nil {
					return runtime.None, err
				}
			}
			return runtime.False, nil
		})
	}
	for _, n := range []string{"fileno", "seek", "truncate"} {
		ioMethod(c, n, 2, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
			return runtime.None, unsupported(n)
		})
	}
	ioMethod(c, "tell", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		return ioCall(t, self, "seek", runtime.MakeInt(0), runtime.MakeInt(1))
	})
	ioMethod(c, "__enter__", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		if err := ioCheckOpen(t, self); err != nil {
			return runtime.None, err
		}
		return self, nil
	})
	ioMethod(c, "__exit__", 3, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		return ioCall(t, self, "close")
	})
	ioMethod(c, "readline", 1, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		limit, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		return ioMixinReadline(t, self, limit)
	})
	ioMethod(c, "readlines", 1, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		hint, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		return ioReadlines(t, self, hint)
	})
	ioMethod(c, "writelines", 1, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "writelines() takes exactly one argument (0 given)")
		}
		if err := ioCheckOpen(t, self); err != nil {
			return runtime.None, err
		}
		return runtime.None, ioWriteEach(t, self, args[0])
	})
	c.Finish()
	return c
}

// ioMixinReadline reads one byte at a time through self.read until a
// newline, for a subclass that has only read.
func ioMixinReadline(t *runtime.Thread, self runtime.Value, limit int) (runtime.Value, error) {
	var out []byte
	var text []byte
	isText := false
	for limit < 0 || len(out)+len(text) < limit {
		b, err := ioCall(t, self, "read", runtime.MakeInt(1))
		if err != nil {
			return runtime.None, err
		}
		if s, ok := runtime.AsStr(b); ok {
			isText = true
			if s == "" {
				break
			}
			text = append(text, s...)
			if s == "\n" {
				break
			}
			continue
		}
		data, ok := runtime.AsBytes(b)
		if !ok {
			return runtime.None, newOSError("read() should have returned a bytes object, not '" + b.TypeName() + "'")
		}
		if data == "" {
			break
		}
		out = append(out, data...)
		if data[len(data)-1] == '\n' {
			break
		}
	}
	if isText {
		return runtime.MakeStr(string(text)), nil
	}
	return runtime.MakeBytes(string(out)), nil
}

// ioReadlines collects self's lines through iteration, stopping once hint
// (when positive) characters or bytes are read.
func ioReadlines(t *runtime.Thread, self runtime.Value, hint int) (runtime.Value, error) {
	it, err := runtime.Iter(t, self)
	if err != nil {
		return runtime.None, err
	}
	var lines []runtime.Value
	total := 0
	for {
		line, ok, err := runtime.Next(t, it)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			break
		}
		lines = append(lines, line)
		if hint > 0 {
			n, err := runtime.Len(t, line)
			if err != nil {
				return runtime.None, err
			}
			total += n
			if total > hint {
				break
			}
		}
	}
	return runtime.MakeObject(runtime.NewList(lines)), nil
}

// ioWriteEach calls self.write with every item of lines.
func ioWriteEach(t *runtime.Thread, self, lines runtime.Value) error {
	it, err := runtime.Iter(t, lines)
	if err != nil {
		return err
	}
	for {
		line, ok, err := runtime.Next(t, it)
		if err != nil || !ok {
			return err
		}
		if _, err := ioCall(t, self, "write", line); err != nil {
			return err
		}
	}
}

// ioAbstractMethods gives the three abstract subclasses the methods they
// leave to their subclasses.
func ioAbstractMethods(c *runtime.Type) {
	switch c.Name {
	case "RawIOBase":
		ioMethod(c, "read", 1, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
			n, err := ioSizeArg(t, args, 0)
			if err != nil {
				return runtime.None, err
			}
			if n < 0 {
				return ioCall(t, self, "readall")
			}
			buf := runtime.NewByteArray(make([]byte, n))
			got, err := ioCall(t, self, "readinto", runtime.MakeObject(buf))
			if err != nil || got.IsNone() {
				return got, err
			}
			k, err := runtime.AsSsize(t, got)
			if err != nil {
				return runtime.None, err
			}
			if k < 0 || k > n {
				return runtime.None, runtime.Errorf(runtime.ValueError, "readinto returned %d outside buffer size %d", k, n)
			}
			return runtime.MakeBytes(string(buf.Bytes()[:k])), nil
		})
		ioMethod(c, "readall", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
			var out []byte
			for {
				b, err := ioCall(t, self, "read", runtime.MakeInt(defaultBufferSize))
				if err != nil {
					return runtime.None, err
				}
				if b.IsNone() {
					if out == nil {
						return b, nil
					}
					break
				}
				data, ok := runtime.AsBytes(b)
				if !ok {
					return runtime.None, runtime.Errorf(runtime.TypeError, "read() should return bytes")
				}
				if data == "" {
					break
				}
				out = append(out, data...)
			}
			return runtime.MakeBytes(string(out)), nil
		})
		for _, n := range []string{"readinto", "write"} {
			ioMethod(c, n, 1, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
				return runtime.None, runtime.Errorf(runtime.NotImplementedError, "")
			})
		}
	case "BufferedIOBase":
		for _, n := range []string{"read", "read1", "write", "detach", "readinto"} {
			ioMethod(c, n, 1, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
				return runtime.None, unsupported(n)
			})
		}
	case "TextIOBase":
		for _, n := range []string{"read", "readline", "write", "detach"} {
			ioMethod(c, n, 1, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
				return runtime.None, unsupported(n)
			})
		}
		for _, n := range []string{"encoding", "newlines", "errors"} {
			c.AddGetter(n, func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) { return runtime.None, nil })
		}
	}
}
