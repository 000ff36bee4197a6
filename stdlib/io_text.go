// This file defines io.TextIOWrapper over the run's files and over
// BytesIO: decoding, encoding and newline translation.
//
// Since a file's content is in memory, a read decodes everything from the
// position to the end at once and serves characters from that text. The
// position tell() reports is a byte offset (what CPython's opaque cookie
// is for a stateless codec such as UTF-8): the bytes of the text consumed
// so far, counted by encoding it back.

package stdlib

import (
	"strings"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

// textFile is an io.TextIOWrapper.
type textFile struct {
	runtime.Identity
	buffer   runtime.Value
	target   binTarget
	mode     string // open's mode argument; "" when made directly
	encoding string
	errors   string
	utf8     bool // encoding is UTF-8: its bytes are the text's own
	// universal is newline=None: \r\n and \r read as \n. Otherwise
	// readNL is the newline argument: "" (any ending, kept), "\n", "\r" or
	// "\r\n". writeNL is what \n becomes on write ("" for itself).
	universal     bool
	readNL        string
	writeNL       string
	lineBuffering bool
	// The decoded text being read: dec from index dpos; decStart is the
	// byte position it was decoded from, orig its text before newline
	// translation ("" when none happened).
	dec      string
	dpos     int
	decStart int
	orig     string
	seenNL   uint8
}

// Type returns io.TextIOWrapper.
func (*textFile) Type() *runtime.Type { return textIOWrapperFileType }

var textIOWrapperFileType = newTextFileType()

func isUTF8Name(enc string) bool {
	switch strings.ToLower(strings.ReplaceAll(enc, "_", "-")) {
	case "utf-8", "utf8", "u8", "utf":
		return true
	}
	return false
}

// setNewline applies the newline argument.
func (f *textFile) setNewline(newline runtime.Value) error {
	if newline.IsNone() {
		f.universal = true
		return nil
	}
	nl, ok := runtime.AsStr(newline)
	if !ok {
		return runtime.Errorf(runtime.TypeError, "TextIOWrapper() argument 'newline' must be str or None, not %s", newline.TypeName())
	}
	switch nl {
	case "", "\n", "\r", "\r\n":
	default:
		return runtime.Errorf(runtime.ValueError, "illegal newline value: %s", nl)
	}
	f.readNL = nl
	if nl == "\r" || nl == "\r\n" {
		f.writeNL = nl
	}
	return nil
}

func (f *textFile) check() error {
	if f.target.isClosed() {
		return ioErrClosed()
	}
	return nil
}

func (f *textFile) checkRead() error {
	if err := f.check(); err != nil {
		return err
	}
	if !f.target.canRead() {
		return unsupported("not readable")
	}
	return nil
}

// decode turns bytes into text with the wrapper's codec.
func (f *textFile) decode(b []byte) (string, error) {
	if f.utf8 && f.errors == "strict" && utf8.Valid(b) {
		return string(b), nil
	}
	return runtime.Decode(b, f.encoding, f.errors)
}

// translate applies universal newlines to text read.
func (f *textFile) translate(s string) string {
	if !f.universal {
		return s
	}
	if strings.IndexByte(s, '\r') < 0 {
		if strings.IndexByte(s, '\n') >= 0 {
			f.seenNL |= 1
		}
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\r' && i+1 < len(s) && s[i+1] == '\n':
			f.seenNL |= 4
			b.WriteByte('\n')
			i++
		case c == '\r':
			f.seenNL |= 2
			b.WriteByte('\n')
		default:
			if c == '\n' {
				f.seenNL |= 1
			}
			b.WriteByte(c)
		}
	}
	return b.String()
}

// fill decodes the rest of the content when the decoded text is used up;
// it reports whether there is text to read.
func (f *textFile) fill() (bool, error) {
	if f.dpos < len(f.dec) {
		return true, nil
	}
	f.target.load()
	bb := f.target.buf()
	start := bb.pos
	raw := bb.read(-1)
	if len(raw) == 0 {
		f.dec, f.dpos, f.orig = "", 0, ""
		return false, nil
	}
	text, err := f.decode(raw)
	if err != nil {
		bb.pos = start
		return false, err
	}
	f.decStart, f.dpos = start, 0
	f.dec = f.translate(text)
	f.orig = ""
	if len(f.dec) != len(text) {
		f.orig = text
	}
	return true, nil
}

// drop forgets the decoded text, moving the byte position to where the
// reading got to.
func (f *textFile) drop() error {
	if f.dpos < len(f.dec) {
		pos, err := f.bytePos()
		if err != nil {
			return err
		}
		f.target.buf().pos = pos
	}
	f.dec, f.dpos, f.orig = "", 0, ""
	return nil
}

// bytePos is the byte position of the reading.
func (f *textFile) bytePos() (int, error) {
	bb := f.target.buf()
	if f.dpos >= len(f.dec) {
		return bb.pos, nil
	}
	consumed := f.dec[:f.dpos]
	if f.orig != "" {
		// Walk the untranslated text alongside: \r\n became one \n.
		i := 0
		for j := 0; j < f.dpos; j++ {
			if f.orig[i] == '\r' && i+1 < len(f.orig) && f.orig[i+1] == '\n' {
				i += 2
			} else {
				i++
			}
		}
		consumed = f.orig[:i]
	}
	if f.utf8 {
		return f.decStart + len(consumed), nil
	}
	enc, err := runtime.Encode(consumed, f.encoding, f.errors)
	if err != nil {
		return 0, err
	}
	return f.decStart + len(enc), nil
}

// read returns up to n characters (all when n < 0).
func (f *textFile) read(n int) (string, error) {
	if n < 0 {
		rest := f.dec[f.dpos:]
		f.dpos = len(f.dec)
		if _, err := f.fill(); err != nil {
			return "", err
		}
		rest += f.dec
		f.dpos = len(f.dec)
		return rest, nil
	}
	var out strings.Builder
	for n > 0 {
		ok, err := f.fill()
		if err != nil {
			return "", err
		}
		if !ok {
			break
		}
		end := f.dpos
		for ; n > 0 && end < len(f.dec); n-- {
			if f.dec[end] < utf8.RuneSelf {
				end++
			} else {
				_, size := utf8.DecodeRuneInString(f.dec[end:])
				end += size
			}
		}
		out.WriteString(f.dec[f.dpos:end])
		f.dpos = end
	}
	return out.String(), nil
}

// lineEnd returns the index just past the first line ending in s, or -1.
func (f *textFile) lineEnd(s string) int {
	switch {
	case f.universal || f.readNL == "\n":
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			return i + 1
		}
	case f.readNL == "":
		if i := strings.IndexAny(s, "\r\n"); i >= 0 {
			if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				return i + 2
			}
			return i + 1
		}
	default:
		if i := strings.Index(s, f.readNL); i >= 0 {
			return i + len(f.readNL)
		}
	}
	return -1
}

// readline returns the next line, with at most limit characters when
// limit >= 0.
func (f *textFile) readline(limit int) (string, error) {
	ok, err := f.fill()
	if err != nil || !ok {
		return "", err
	}
	rest := f.dec[f.dpos:]
	end := f.lineEnd(rest)
	if end < 0 {
		end = len(rest)
	}
	if limit >= 0 {
		i, n := 0, limit
		for ; n > 0 && i < end; n-- {
			_, size := utf8.DecodeRuneInString(rest[i:])
			i += size
		}
		end = i
	}
	f.dpos += end
	return rest[:end], nil
}

// writeText encodes and writes s.
func (f *textFile) writeText(s string) error {
	if err := f.check(); err != nil {
		return err
	}
	if !f.target.canWrite() {
		return unsupported("not writable")
	}
	// Like CPython, a write after a read goes where the binary layer's
	// position is (here the end of what was read), not where the text
	// reading got to: the decoded text is dropped, not rewound.
	f.dec, f.dpos, f.orig = "", 0, ""
	if f.writeNL != "" && strings.IndexByte(s, '\n') >= 0 {
		s = strings.ReplaceAll(s, "\n", f.writeNL)
	}
	var data string
	if f.utf8 && utf8.ValidString(s) {
		data = s
	} else {
		var err error
		if data, err = runtime.Encode(s, f.encoding, f.errors); err != nil {
			return err
		}
	}
	if raw, ok := fileOf(f.buffer); ok {
		return raw.writeBytes([]byte(data))
	}
	f.target.buf().write([]byte(data))
	return f.target.store()
}

func (f *textFile) newlinesValue() runtime.Value {
	var kinds []runtime.Value
	for _, k := range []struct {
		bit uint8
		s   string
	}{{2, "\r"}, {1, "\n"}, {4, "\r\n"}} {
		if f.seenNL&k.bit != 0 {
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

func textFileOf(v runtime.Value) *textFile {
	f, _ := runtime.Payload[*textFile](v)
	return f
}

func newTextFileType() *runtime.Type {
	c := runtime.NewNativeType("TextIOWrapper", "_io", textIOBaseType, false)
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var buffer runtime.Value
		encoding, errs, newline := runtime.None, runtime.None, runtime.None
		lineBuffering, writeThrough := false, false
		if err := runtime.UnpackArgs(t, "TextIOWrapper", args, kw, "buffer", &buffer, "encoding?", &encoding,
			"errors?", &errs, "newline?", &newline, "line_buffering?", &lineBuffering, "write_through?", &writeThrough); err != nil {
			return runtime.None, err
		}
		target, ok := buffer.Object().(binTarget)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "TextIOWrapper over a %s is not supported: pyex wraps BytesIO and its own files", buffer.TypeName())
		}
		f := &textFile{buffer: buffer, target: target, encoding: "utf-8", errors: "strict", lineBuffering: lineBuffering}
		if err := f.configure(encoding, errs, newline); err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(f), nil
	}
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		f := textFileOf(self)
		s := "<_io.TextIOWrapper"
		if name, err := runtime.GetAttr(t, f.buffer, "name"); err == nil {
			r, err := runtime.Repr(t, name)
			if err != nil {
				return "", err
			}
			s += " name=" + r
		}
		if f.mode != "" {
			s += " mode='" + f.mode + "'"
		}
		return s + " encoding='" + f.encoding + "'>", nil
	}
	c.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		if err := textFileOf(self).check(); err != nil {
			return runtime.None, err
		}
		return self, nil
	}
	c.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		f := textFileOf(self)
		if err := f.checkRead(); err != nil {
			return runtime.None, false, err
		}
		line, err := f.readline(-1)
		if err != nil || line == "" {
			return runtime.None, false, err
		}
		return runtime.MakeStr(line), true, nil
	}
	m := func(name string, max int, g func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error)) {
		ioMethod(c, name, max, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
			return g(t, textFileOf(self), args)
		})
	}
	m("read", 1, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		n, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		if err := f.checkRead(); err != nil {
			return runtime.None, err
		}
		s, err := f.read(n)
		return runtime.MakeStr(s), err
	})
	m("readline", 1, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		n, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		if err := f.checkRead(); err != nil {
			return runtime.None, err
		}
		s, err := f.readline(n)
		return runtime.MakeStr(s), err
	})
	m("readlines", 1, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		hint, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		if err := f.checkRead(); err != nil {
			return runtime.None, err
		}
		var lines []runtime.Value
		total := 0
		for {
			line, err := f.readline(-1)
			if err != nil {
				return runtime.None, err
			}
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
	m("write", 1, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "write() takes exactly one argument (%d given)", len(args))
		}
		s, ok := runtime.AsStr(args[0])
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "write() argument must be str, not %s", args[0].TypeName())
		}
		if err := f.writeText(s); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(utf8.RuneCountInString(s))), nil
	})
	m("writelines", 1, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "writelines() takes exactly one argument (%d given)", len(args))
		}
		if err := f.check(); err != nil {
			return runtime.None, err
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
			s, isStr := runtime.AsStr(v)
			if !isStr {
				return runtime.None, runtime.Errorf(runtime.TypeError, "write() argument must be str, not %s", v.TypeName())
			}
			if err := f.writeText(s); err != nil {
				return runtime.None, err
			}
		}
	})
	m("tell", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		if err := f.check(); err != nil {
			return runtime.None, err
		}
		pos, err := f.bytePos()
		return runtime.MakeInt(int64(pos)), err
	})
	m("seek", 2, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		pos, whence, err := ioSeekArgs(t, args)
		if err != nil {
			return runtime.None, err
		}
		if err := f.check(); err != nil {
			return runtime.None, err
		}
		switch whence {
		case 0:
			if pos < 0 {
				return runtime.None, runtime.Errorf(runtime.ValueError, "negative seek position %d", pos)
			}
		case 1:
			if pos != 0 {
				return runtime.None, unsupported("can't do nonzero cur-relative seeks")
			}
			p, err := f.bytePos()
			if err != nil {
				return runtime.None, err
			}
			pos = p
		case 2:
			if pos != 0 {
				return runtime.None, unsupported("can't do nonzero end-relative seeks")
			}
			f.target.load()
			pos = len(f.target.buf().data)
		default:
			return runtime.None, runtime.Errorf(runtime.ValueError, "invalid whence (%d, should be 0, 1 or 2)", whence)
		}
		f.dec, f.dpos, f.orig = "", 0, ""
		f.target.buf().pos = pos
		return runtime.MakeInt(int64(pos)), nil
	})
	m("truncate", 1, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		if err := f.check(); err != nil {
			return runtime.None, err
		}
		if err := f.drop(); err != nil {
			return runtime.None, err
		}
		size := runtime.MakeInt(int64(f.target.buf().pos))
		if len(args) > 0 && !args[0].IsNone() {
			size = args[0]
		}
		return ioCall(t, f.buffer, "truncate", size)
	})
	m("flush", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, f.check()
	})
	m("close", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		if f.target.isClosed() {
			return runtime.None, nil
		}
		return ioCall(t, f.buffer, "close")
	})
	m("fileno", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		return ioCall(t, f.buffer, "fileno")
	})
	m("detach", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, unsupported("detach")
	})
	m("isatty", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.False, f.check()
	})
	m("readable", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeBool(f.target.canRead()), f.check()
	})
	m("writable", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeBool(f.target.canWrite()), f.check()
	})
	m("seekable", 0, func(t *runtime.Thread, f *textFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.True, f.check()
	})
	ioMethod(c, "__enter__", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		return self, textFileOf(self).check()
	})
	ioMethod(c, "__exit__", 3, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		return ioCall(t, self, "close")
	})
	c.AddMethod("reconfigure", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		f := textFileOf(self)
		encoding, errs, newline := runtime.MakeStr(f.encoding), runtime.MakeStr(f.errors), runtime.None
		lineBuffering := f.lineBuffering
		var writeThrough bool
		if err := runtime.UnpackArgs(t, "reconfigure", args, kw, "$encoding?", &encoding, "$errors?", &errs,
			"$newline?", &newline, "$line_buffering?", &lineBuffering, "$write_through?", &writeThrough); err != nil {
			return runtime.None, err
		}
		if err := f.drop(); err != nil {
			return runtime.None, err
		}
		universal, readNL, writeNL := f.universal, f.readNL, f.writeNL
		if err := f.configure(encoding, errs, runtime.None); err != nil {
			return runtime.None, err
		}
		f.universal, f.readNL, f.writeNL = universal, readNL, writeNL
		if _, given := kw.Get("newline"); given {
			f.universal, f.readNL, f.writeNL = false, "", ""
			if err := f.setNewline(newline); err != nil {
				return runtime.None, err
			}
		}
		f.lineBuffering = lineBuffering
		return runtime.None, nil
	})
	getter := func(name string, g func(t *runtime.Thread, f *textFile) (runtime.Value, error)) {
		c.AddGetter(name, func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
			return g(t, textFileOf(self))
		})
	}
	getter("closed", func(t *runtime.Thread, f *textFile) (runtime.Value, error) {
		return runtime.MakeBool(f.target.isClosed()), nil
	})
	getter("name", func(t *runtime.Thread, f *textFile) (runtime.Value, error) {
		return runtime.GetAttr(t, f.buffer, "name")
	})
	getter("mode", func(t *runtime.Thread, f *textFile) (runtime.Value, error) {
		if f.mode == "" {
			return runtime.None, runtime.Errorf(runtime.AttributeError, "'_io.TextIOWrapper' object has no attribute 'mode'")
		}
		return runtime.MakeStr(f.mode), nil
	})
	getter("encoding", func(t *runtime.Thread, f *textFile) (runtime.Value, error) { return runtime.MakeStr(f.encoding), nil })
	getter("errors", func(t *runtime.Thread, f *textFile) (runtime.Value, error) { return runtime.MakeStr(f.errors), nil })
	getter("buffer", func(t *runtime.Thread, f *textFile) (runtime.Value, error) { return f.buffer, nil })
	getter("newlines", func(t *runtime.Thread, f *textFile) (runtime.Value, error) { return f.newlinesValue(), nil })
	getter("line_buffering", func(t *runtime.Thread, f *textFile) (runtime.Value, error) {
		return runtime.MakeBool(f.lineBuffering), nil
	})
	getter("write_through", func(t *runtime.Thread, f *textFile) (runtime.Value, error) { return runtime.False, nil })
	c.Finish()
	return c
}

// configure applies the encoding, errors and newline arguments.
func (f *textFile) configure(encoding, errs, newline runtime.Value) error {
	if !encoding.IsNone() {
		enc, ok := runtime.AsStr(encoding)
		if !ok {
			return runtime.Errorf(runtime.TypeError, "TextIOWrapper() argument 'encoding' must be str or None, not %s", encoding.TypeName())
		}
		if _, err := runtime.Encode("", enc, "strict"); err != nil {
			return err
		}
		f.encoding = enc
	}
	f.utf8 = isUTF8Name(f.encoding)
	if !errs.IsNone() {
		e, ok := runtime.AsStr(errs)
		if !ok {
			return runtime.Errorf(runtime.TypeError, "TextIOWrapper() argument 'errors' must be str or None, not %s", errs.TypeName())
		}
		f.errors = e
	}
	return f.setNewline(newline)
}
