// This file defines byteBuf, a byte slice with a position, which is the
// body of io.BytesIO and of the files of the run's filesystem, and the
// BytesIO class on it.

package stdlib

import (
	"bytes"

	"github.com/pyexgo/pyex/runtime"
)

// byteBuf is a growable byte slice read and written at a position.
type byteBuf struct {
	data []byte
	pos  int
	// shared is set when data[:len(data)] may be referenced elsewhere (the
	// filesystem stores it): the bytes are copied before being changed.
	// Appending is always safe, since the owner clips the capacity.
	shared bool
}

// read returns up to n bytes from the position (all of them when n < 0)
// and moves past them. The slice aliases the buffer.
func (b *byteBuf) read(n int) []byte {
	if b.pos >= len(b.data) {
		return nil
	}
	rest := b.data[b.pos:]
	if n >= 0 && n < len(rest) {
		rest = rest[:n]
	}
	b.pos += len(rest)
	return rest
}

// readline returns bytes up to and including the next newline, at most
// limit of them when limit >= 0.
func (b *byteBuf) readline(limit int) []byte {
	if b.pos >= len(b.data) {
		return nil
	}
	rest := b.data[b.pos:]
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i+1]
	}
	if limit >= 0 && limit < len(rest) {
		rest = rest[:limit]
	}
	b.pos += len(rest)
	return rest
}

// write puts p at the position, padding with zero bytes when the position
// is past the end, and moves past it.
func (b *byteBuf) write(p []byte) {
	end := b.pos + len(p)
	if b.pos < len(b.data) && b.shared {
		b.data = append([]byte(nil), b.data...)
		b.shared = false
	}
	if b.pos > len(b.data) {
		b.data = append(b.data, make([]byte, b.pos-len(b.data))...)
	}
	if end <= len(b.data) {
		copy(b.data[b.pos:], p)
	} else {
		b.data = append(b.data[:b.pos], p...)
	}
	b.pos = end
}

// truncate cuts the data at size (no change when it is already shorter).
func (b *byteBuf) truncate(size int) {
	if size < len(b.data) {
		b.data = b.data[:size:size]
	}
}

// bytesLike returns the bytes of a bytes-like argument.
func ioBytesLike(v runtime.Value) (string, error) {
	if s, ok := runtime.AsBytes(v); ok {
		return s, nil
	}
	return "", runtime.Errorf(runtime.TypeError, "a bytes-like object is required, not '%s'", v.TypeName())
}

// bytesIO is io.BytesIO.
type bytesIO struct {
	runtime.Identity
	byteBuf
	closed bool
}

// Type returns io.BytesIO.
func (*bytesIO) Type() *runtime.Type { return bytesIOType }

var bytesIOType = newBytesIOType()

func bytesIOOf(t *runtime.Thread, v runtime.Value) (*bytesIO, error) {
	b, ok := runtime.Payload[*bytesIO](v)
	if !ok {
		return nil, runtime.Errorf(runtime.TypeError, "descriptor requires a '_io.BytesIO' object but received a '%s'", v.TypeName())
	}
	if b.closed {
		return nil, ioErrClosed()
	}
	return b, nil
}

// seekArgs parses seek's (pos, whence=0).
func ioSeekArgs(t *runtime.Thread, args []runtime.Value) (int, int, error) {
	if len(args) == 0 {
		return 0, 0, runtime.Errorf(runtime.TypeError, "seek expected at least 1 argument, got 0")
	}
	pos, err := runtime.AsSsize(t, args[0])
	if err != nil {
		return 0, 0, err
	}
	whence := 0
	if len(args) > 1 {
		if whence, err = runtime.IndexInt(t, args[1]); err != nil {
			return 0, 0, err
		}
	}
	return pos, whence, nil
}

func newBytesIOType() *runtime.Type {
	c := runtime.NewNativeType("BytesIO", "_io", bufferedIOBaseType, true)
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.WrapNew(t, cls, c, &bytesIO{}), nil
	}
	c.Slots.Init = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) error {
		initial := runtime.None
		if err := runtime.UnpackArgs(t, "BytesIO", args, kw, "initial_bytes?", &initial); err != nil {
			return err
		}
		b, _ := runtime.Payload[*bytesIO](self)
		b.data, b.pos = nil, 0
		if !initial.IsNone() {
			s, err := ioBytesLike(initial)
			if err != nil {
				return err
			}
			b.data = []byte(s)
		}
		return nil
	}
	c.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		if _, err := bytesIOOf(t, self); err != nil {
			return runtime.None, err
		}
		return self, nil
	}
	c.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		b, err := bytesIOOf(t, self)
		if err != nil {
			return runtime.None, false, err
		}
		line := b.readline(-1)
		if len(line) == 0 {
			return runtime.None, false, nil
		}
		return runtime.MakeBytes(string(line)), true, nil
	}
	m := func(name string, max int, f func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error)) {
		ioMethod(c, name, max, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
			b, err := bytesIOOf(t, self)
			if err != nil {
				return runtime.None, err
			}
			return f(t, b, args)
		})
	}
	m("getvalue", 0, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeBytes(string(b.data)), nil
	})
	read := func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		n, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(b.read(n))), nil
	}
	m("read", 1, read)
	m("read1", 1, read)
	m("readline", 1, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		n, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(b.readline(n))), nil
	})
	m("readlines", 1, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		hint, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		var lines []runtime.Value
		total := 0
		for {
			line := b.readline(-1)
			if len(line) == 0 {
				break
			}
			lines = append(lines, runtime.MakeBytes(string(line)))
			total += len(line)
			if hint > 0 && total >= hint {
				break
			}
		}
		return runtime.MakeObject(runtime.NewList(lines)), nil
	})
	readinto := func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "readinto() takes exactly one argument (%d given)", len(args))
		}
		ba, ok := args[0].Object().(*runtime.ByteArray)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "readinto() argument must be read-write bytes-like object, not %s", args[0].TypeName())
		}
		dst := ba.Bytes()
		n := copy(dst, b.read(len(dst)))
		return runtime.MakeInt(int64(n)), nil
	}
	m("readinto", 1, readinto)
	m("readinto1", 1, readinto)
	m("write", 1, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "write() takes exactly one argument (%d given)", len(args))
		}
		s, err := ioBytesLike(args[0])
		if err != nil {
			return runtime.None, err
		}
		b.write([]byte(s))
		return runtime.MakeInt(int64(len(s))), nil
	})
	m("writelines", 1, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "writelines() takes exactly one argument (%d given)", len(args))
		}
		items, err := runtime.IterToSlice(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		for _, it := range items {
			s, err := ioBytesLike(it)
			if err != nil {
				return runtime.None, err
			}
			b.write([]byte(s))
		}
		return runtime.None, nil
	})
	m("seek", 2, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		pos, whence, err := ioSeekArgs(t, args)
		if err != nil {
			return runtime.None, err
		}
		switch whence {
		case 0:
			if pos < 0 {
				return runtime.None, runtime.Errorf(runtime.ValueError, "negative seek value %d", pos)
			}
		case 1:
			pos += b.pos
		case 2:
			pos += len(b.data)
		default:
			return runtime.None, runtime.Errorf(runtime.ValueError, "invalid whence (%d, should be 0, 1 or 2)", whence)
		}
		if pos < 0 {
			pos = 0
		}
		b.pos = pos
		return runtime.MakeInt(int64(pos)), nil
	})
	m("tell", 0, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(b.pos)), nil
	})
	m("truncate", 1, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		size := b.pos
		if len(args) > 0 && !args[0].IsNone() {
			n, err := runtime.AsSsize(t, args[0])
			if err != nil {
				return runtime.None, err
			}
			if n < 0 {
				return runtime.None, runtime.Errorf(runtime.ValueError, "negative size value %d", n)
			}
			size = n
		}
		b.truncate(size)
		return runtime.MakeInt(int64(size)), nil
	})
	for _, n := range []string{"readable", "writable", "seekable"} {
		m(n, 0, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
			return runtime.True, nil
		})
	}
	m("isatty", 0, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.False, nil
	})
	m("flush", 0, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, nil
	})
	m("fileno", 0, func(t *runtime.Thread, b *bytesIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, unsupported("fileno")
	})
	ioMethod(c, "__enter__", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		if _, err := bytesIOOf(t, self); err != nil {
			return runtime.None, err
		}
		return self, nil
	})
	ioMethod(c, "__exit__", 3, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		return ioCall(t, self, "close")
	})
	ioMethod(c, "close", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		if b, ok := runtime.Payload[*bytesIO](self); ok {
			b.closed = true
			b.data = nil
		}
		return runtime.None, nil
	})
	c.AddGetter("closed", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		b, _ := runtime.Payload[*bytesIO](self)
		return runtime.MakeBool(b != nil && b.closed), nil
	})
	c.Finish()
	return c
}

// bytesIO is a binTarget, for io.TextIOWrapper(io.BytesIO(...)).
func (b *bytesIO) buf() *byteBuf  { return &b.byteBuf }
func (b *bytesIO) load()          {}
func (b *bytesIO) store() error   { return nil }
func (b *bytesIO) canRead() bool  { return true }
func (b *bytesIO) canWrite() bool { return true }
func (b *bytesIO) isClosed() bool { return b.closed }
func (b *bytesIO) closeTarget()   { b.closed = true; b.data = nil }
