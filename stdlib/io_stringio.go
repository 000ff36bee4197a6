// This file defines io.StringIO in Go: agents build reports and parse CSV
// through it in hot loops. The text is kept as UTF-8 bytes with a byte
// position; while the text is all ASCII (the usual case) a character
// index is a byte index and every operation is a slice operation.

package stdlib

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

// stringIO is io.StringIO.
type stringIO struct {
	runtime.Identity
	buf    []byte
	pos    int  // byte offset into buf, or past its end after a seek
	over   int  // characters the position lies past the end of buf
	ascii  bool // buf holds only ASCII
	closed bool
	// newline is the constructor's argument: "\n" (the default), "", "\r",
	// "\r\n", or universal when none is given (None).
	newline   string
	universal bool
	seenNL    uint8 // the newline kinds met, for .newlines: 1 \n, 2 \r, 4 \r\n
}

// Type returns io.StringIO.
func (*stringIO) Type() *runtime.Type { return stringIOType }

var stringIOType = newStringIOType()

func stringIOOf(v runtime.Value) (*stringIO, error) {
	s, ok := runtime.Payload[*stringIO](v)
	if !ok {
		return nil, runtime.Errorf(runtime.TypeError, "descriptor requires a '_io.StringIO' object but received a '%s'", v.TypeName())
	}
	if s.closed {
		// StringIO's own message lacks the period of IOBase's.
		return nil, runtime.Errorf(runtime.ValueError, "I/O operation on closed file")
	}
	return s, nil
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// translateIn applies the newline rule of writes: universal mode turns
// \r\n and \r into \n; "\r" and "\r\n" turn \n into themselves.
func (s *stringIO) translateIn(text string) string {
	switch {
	case s.universal:
		if strings.IndexByte(text, '\r') < 0 {
			if strings.IndexByte(text, '\n') >= 0 {
				s.seenNL |= 1
			}
			return text
		}
		var b strings.Builder
		b.Grow(len(text))
		for i := 0; i < len(text); i++ {
			c := text[i]
			switch {
			case c == '\r' && i+1 < len(text) && text[i+1] == '\n':
				s.seenNL |= 4
				b.WriteByte('\n')
				i++
			case c == '\r':
				s.seenNL |= 2
				b.WriteByte('\n')
			case c == '\n':
				s.seenNL |= 1
				b.WriteByte(c)
			default:
				b.WriteByte(c)
			}
		}
		return b.String()
	case s.newline == "\r" || s.newline == "\r\n":
		return strings.ReplaceAll(text, "\n", s.newline)
	}
	return text
}

// write puts text at the position.
func (s *stringIO) write(text string) {
	text = s.translateIn(text)
	if s.over > 0 {
		s.buf = append(s.buf, make([]byte, s.over)...) // NUL padding: one byte per character
		s.pos = len(s.buf)
		s.over = 0
	}
	if s.pos == len(s.buf) {
		s.buf = append(s.buf, text...)
		s.pos = len(s.buf)
		if s.ascii && !isASCII(text) {
			s.ascii = false
		}
		return
	}
	// An overwrite inside the text replaces as many characters as text has.
	if s.ascii && isASCII(text) {
		end := s.pos + len(text)
		if end <= len(s.buf) {
			copy(s.buf[s.pos:], text)
		} else {
			s.buf = append(s.buf[:s.pos], text...)
		}
		s.pos = end
		return
	}
	n := utf8.RuneCountInString(text)
	end := s.pos
	for i := 0; i < n && end < len(s.buf); i++ {
		_, size := utf8.DecodeRune(s.buf[end:])
		end += size
	}
	tail := append([]byte(nil), s.buf[end:]...)
	s.buf = append(append(s.buf[:s.pos], text...), tail...)
	s.pos += len(text)
	s.ascii = s.ascii && isASCII(text)
}

// charsToBytes returns the byte offset of character index n (clamped to
// the end; the excess is returned as over).
func (s *stringIO) charsToBytes(from, n int) (int, int) {
	if s.ascii {
		if from+n <= len(s.buf) {
			return from + n, 0
		}
		return len(s.buf), from + n - len(s.buf)
	}
	i := from
	for ; n > 0 && i < len(s.buf); n-- {
		_, size := utf8.DecodeRune(s.buf[i:])
		i += size
	}
	return i, n
}

// tell is the position as a character index.
func (s *stringIO) tell() int {
	if s.ascii {
		return s.pos + s.over
	}
	return utf8.RuneCount(s.buf[:s.pos]) + s.over
}

// read returns up to n characters (all when n < 0).
func (s *stringIO) read(n int) string {
	if s.pos >= len(s.buf) {
		return ""
	}
	end := len(s.buf)
	if n >= 0 {
		end, _ = s.charsToBytes(s.pos, n)
	}
	out := string(s.buf[s.pos:end])
	s.pos = end
	return out
}

// readline returns the next line, with at most limit characters when
// limit >= 0.
func (s *stringIO) readline(limit int) string {
	if s.pos >= len(s.buf) {
		return ""
	}
	rest := s.buf[s.pos:]
	end := len(rest)
	switch s.newline {
	case "", "\r":
		if s.newline == "" && !s.universal {
			// newline="": a line ends at \n, \r or \r\n, kept as written.
			for i, c := range rest {
				if c == '\n' {
					end = i + 1
					break
				}
				if c == '\r' {
					end = i + 1
					if i+1 < len(rest) && rest[i+1] == '\n' {
						end++
					}
					break
				}
			}
		} else if s.universal {
			if i := bytes.IndexByte(rest, '\n'); i >= 0 {
				end = i + 1
			}
		} else if i := bytes.IndexByte(rest, '\r'); i >= 0 {
			end = i + 1
		}
	case "\r\n":
		if i := strings.Index(string(rest), "\r\n"); i >= 0 {
			end = i + 2
		}
	default:
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			end = i + 1
		}
	}
	if limit >= 0 {
		if e, _ := s.charsToBytes(s.pos, limit); e-s.pos < end {
			end = e - s.pos
		}
	}
	out := string(rest[:end])
	s.pos += end
	return out
}

// newlinesValue is StringIO.newlines: None, one kind, or a tuple of kinds.
func (s *stringIO) newlinesValue() runtime.Value {
	if !s.universal {
		return runtime.None
	}
	var kinds []runtime.Value
	for _, k := range []struct {
		bit uint8
		s   string
	}{{2, "\r"}, {1, "\n"}, {4, "\r\n"}} {
		if s.seenNL&k.bit != 0 {
			kinds = append(kinds, runtime.MakeStr(k.s))
		}
	}
	switch len(kinds) {
	case 0:
		return runtime.None
	case 1:
		return kinds[0]
	}
	return runtime.MakeTuple(kinds...)
}

func newStringIOType() *runtime.Type {
	c := runtime.NewNativeType("StringIO", "_io", textIOBaseType, true)
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.WrapNew(t, cls, c, &stringIO{ascii: true, newline: "\n"}), nil
	}
	c.Slots.Init = func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) error {
		initial, newline := runtime.None, runtime.MakeStr("\n")
		if err := runtime.UnpackArgs(t, "StringIO", args, kw, "initial_value?", &initial, "newline?", &newline); err != nil {
			return err
		}
		s, _ := runtime.Payload[*stringIO](self)
		*s = stringIO{ascii: true, newline: "\n"}
		if newline.IsNone() {
			s.universal, s.newline = true, ""
		} else if nl, ok := runtime.AsStr(newline); ok {
			switch nl {
			case "", "\n", "\r", "\r\n":
				s.newline = nl
			default:
				r, _ := runtime.Repr(t, newline)
				return runtime.Errorf(runtime.ValueError, "illegal newline value: %s", r)
			}
		} else {
			return runtime.Errorf(runtime.TypeError, "newline must be str or None, not %s", newline.TypeName())
		}
		if !initial.IsNone() {
			text, ok := runtime.AsStr(initial)
			if !ok {
				return runtime.Errorf(runtime.TypeError, "initial_value must be str or None, not %s", initial.TypeName())
			}
			s.write(text)
			s.pos = 0
		}
		return nil
	}
	c.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		if s, _ := runtime.Payload[*stringIO](self); s != nil && s.closed {
			return runtime.None, ioErrClosed()
		}
		return self, nil
	}
	c.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		s, err := stringIOOf(self)
		if err != nil {
			return runtime.None, false, err
		}
		line := s.readline(-1)
		if line == "" {
			return runtime.None, false, nil
		}
		return runtime.MakeStr(line), true, nil
	}
	m := func(name string, max int, f func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error)) {
		ioMethod(c, name, max, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
			s, err := stringIOOf(self)
			if err != nil {
				return runtime.None, err
			}
			return f(t, s, args)
		})
	}
	m("getvalue", 0, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeStr(string(s.buf)), nil
	})
	m("write", 1, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "write() takes exactly one argument (%d given)", len(args))
		}
		text, ok := runtime.AsStr(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "string argument expected, got '%s'", args[0].TypeName())
		}
		s.write(text)
		if isASCII(text) {
			return runtime.MakeInt(int64(len(text))), nil
		}
		return runtime.MakeInt(int64(utf8.RuneCountInString(text))), nil
	})
	m("writelines", 1, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "writelines() takes exactly one argument (%d given)", len(args))
		}
		it, err := runtime.Iter(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		for {
			v, ok, err := runtime.Next(t, it)
			if err != nil || !ok {
				return runtime.None, err
			}
			text, isStr := runtime.AsStr(v)
			if !isStr {
				return runtime.None, runtime.Errorf(runtime.TypeError, "string argument expected, got '%s'", v.TypeName())
			}
			s.write(text)
		}
	})
	m("read", 1, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		n, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(s.read(n)), nil
	})
	m("readline", 1, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		n, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(s.readline(n)), nil
	})
	m("readlines", 1, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		hint, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		var lines []runtime.Value
		total := 0
		for {
			line := s.readline(-1)
			if line == "" {
				break
			}
			lines = append(lines, runtime.MakeStr(line))
			total += utf8.RuneCountInString(line)
			if hint > 0 && total > hint {
				break
			}
		}
		return runtime.MakeObject(runtime.NewList(lines)), nil
	})
	m("seek", 2, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		pos, whence, err := ioSeekArgs(t, args)
		if err != nil {
			return runtime.None, err
		}
		switch whence {
		case 0:
			if pos < 0 {
				return runtime.None, runtime.Errorf(runtime.ValueError, "Negative seek position %d", pos)
			}
			s.pos, s.over = s.charsToBytes(0, pos)
			return runtime.MakeInt(int64(pos)), nil
		case 1, 2:
			if pos != 0 {
				return runtime.None, newOSError("Can't do nonzero cur-relative seeks")
			}
			if whence == 2 {
				s.pos, s.over = len(s.buf), 0
			}
			return runtime.MakeInt(int64(s.tell())), nil
		}
		return runtime.None, runtime.Errorf(runtime.ValueError, "Invalid whence (%d, should be 0, 1 or 2)", whence)
	})
	m("tell", 0, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(s.tell())), nil
	})
	m("truncate", 1, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		size := s.tell()
		if len(args) > 0 && !args[0].IsNone() {
			n, err := runtime.AsSsize(t, args[0])
			if err != nil {
				return runtime.None, err
			}
			if n < 0 {
				return runtime.None, runtime.Errorf(runtime.ValueError, "Negative size value %d", n)
			}
			size = n
		}
		if end, over := s.charsToBytes(0, size); over == 0 && end < len(s.buf) {
			s.buf = s.buf[:end]
		}
		return runtime.MakeInt(int64(size)), nil
	})
	for _, n := range []string{"readable", "writable", "seekable"} {
		m(n, 0, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
			return runtime.True, nil
		})
	}
	m("isatty", 0, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.False, nil
	})
	m("flush", 0, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, nil
	})
	m("fileno", 0, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, unsupported("fileno")
	})
	m("detach", 0, func(t *runtime.Thread, s *stringIO, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, unsupported("detach")
	})
	ioMethod(c, "__enter__", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		if _, err := stringIOOf(self); err != nil {
			return runtime.None, err
		}
		return self, nil
	})
	ioMethod(c, "__exit__", 3, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		return ioCall(t, self, "close")
	})
	ioMethod(c, "close", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		if s, ok := runtime.Payload[*stringIO](self); ok {
			s.closed = true
			s.buf = nil
		}
		return runtime.None, nil
	})
	c.AddGetter("closed", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		s, _ := runtime.Payload[*stringIO](self)
		return runtime.MakeBool(s != nil && s.closed), nil
	})
	c.AddGetter("line_buffering", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		if _, err := stringIOOf(self); err != nil {
			return runtime.None, err
		}
		return runtime.False, nil
	})
	c.AddGetter("newlines", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		s, err := stringIOOf(self)
		if err != nil {
			return runtime.None, err
		}
		return s.newlinesValue(), nil
	})
	c.Finish()
	return c
}
