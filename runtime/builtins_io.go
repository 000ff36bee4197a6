// This file defines the built-in functions that turn objects into text:
// repr, ascii, format and print.

package runtime

import (
	"io"
	"strconv"
	"strings"
)

func builtinRepr(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("repr", args, kw); err != nil {
		return Value{}, err
	}
	s, err := Repr(t, args[0])
	if err != nil {
		return Value{}, err
	}
	return MakeStr(s), nil
}

func builtinASCII(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("ascii", args, kw); err != nil {
		return Value{}, err
	}
	s, err := Repr(t, args[0])
	if err != nil {
		return Value{}, err
	}
	return MakeStr(asciiEscape(s)), nil
}

// asciiEscape is ascii()'s treatment of a repr: every non-ASCII character
// becomes \xhh, \uhhhh or \Uhhhhhhhh (the backslashreplace error handler
// of the ascii codec); the rest is kept as it is.
func asciiEscape(s string) string {
	if isASCII(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			b.WriteByte(c)
			i++
			continue
		}
		r, size := decodeRune(s[i:])
		i += size
		var width int
		switch {
		case r < 0x100:
			b.WriteString(`\x`)
			width = 2
		case r < 0x10000:
			b.WriteString(`\u`)
			width = 4
		default:
			b.WriteString(`\U`)
			width = 8
		}
		for shift := 4 * (width - 1); shift >= 0; shift -= 4 {
			b.WriteByte(hexDigits[(r>>shift)&15])
		}
	}
	return b.String()
}

func builtinFormat(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var v Value
	spec := MakeStr("")
	if err := UnpackPositional("format", args, kw, 1, &v, &spec); err != nil {
		return Value{}, err
	}
	s, ok := AsStr(spec)
	if !ok {
		return Value{}, Errorf(TypeError, "format() argument 2 must be str, not %s", spec.TypeName())
	}
	r, err := Format(t, v, s)
	if err != nil {
		return Value{}, err
	}
	return MakeStr(r), nil
}

// printOut is where print writes: a Go writer (the run's stdout, with the
// strict UTF-8 encoding of a text stream) or a Python object's write
// method.
type printOut struct {
	t *Thread
	w io.Writer // the run's stdout, when file is None
	// buf collects what is written to w until the end of the call, so
	// that one print makes one Write.
	buf  []byte
	file Value // the file object, when w is nil
}

// write writes one piece of print's output.
func (p *printOut) write(s string) error {
	if p.w != nil {
		if hasSurrogates(s) {
			// A text stream encodes each write as a whole: the
			// pieces written before this one stay written.
			_, cerr := encodeUTF8(s, errorsArg{h: ehStrict, name: "strict"})
			if err := p.flushBuf(); err != nil {
				return err
			}
			return cerr.toError()
		}
		p.buf = append(p.buf, s...)
		return nil
	}
	write, err := GetAttr(p.t, p.file, "write")
	if err != nil {
		return err
	}
	_, err = Call(p.t, write, []Value{MakeStr(s)}, nil)
	return err
}

// maxPrintBuf is the largest buffer a thread keeps between prints: one
// huge print must not leave an idle session holding its size.
const maxPrintBuf = 4096

// release hands the buffer back to the thread for the next print.
func (p *printOut) release() {
	if cap(p.buf) <= maxPrintBuf {
		p.t.printBuf = p.buf[:0]
	}
}

// flushBuf hands the collected output to the Go writer.
func (p *printOut) flushBuf() error {
	if len(p.buf) == 0 {
		return nil
	}
	_, err := p.w.Write(p.buf)
	p.buf = p.buf[:0]
	return err
}

// flush is print's flush=True: the Go writer's Flush method, if it has
// one, or the file object's flush().
func (p *printOut) flush() error {
	if p.w != nil {
		if f, ok := p.w.(interface{ Flush() error }); ok {
			return f.Flush()
		}
		return nil
	}
	fl, err := GetAttr(p.t, p.file, "flush")
	if err != nil {
		return err
	}
	_, err = Call(p.t, fl, nil, nil)
	return err
}

// printSep checks print's sep or end argument: None (the default) or a
// str.
func printSep(v Value, what, def string) (string, error) {
	if v.IsNone() {
		return def, nil
	}
	s, ok := AsStr(v)
	if !ok {
		return "", Errorf(TypeError, "%s must be None or a string, not %s", what, v.TypeName())
	}
	return s, nil
}

func builtinPrint(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if kw.Len() == 0 && t != nil {
		if done, err := printPlain(t, args); done || err != nil {
			return None, err
		}
	}
	sepV, endV, file, flushV := None, None, None, False
	if kw.Len() > 0 {
		if err := keywordOnly("print", kw, []string{"sep", "end", "file", "flush"},
			[]*Value{&sepV, &endV, &file, &flushV}); err != nil {
			return Value{}, err
		}
	}
	doFlush, err := Truth(t, flushV)
	if err != nil {
		return Value{}, err
	}
	out := &printOut{t: t, file: file}
	if t != nil {
		out.buf, t.printBuf = t.printBuf, nil
		defer out.release()
	}
	if file.IsNone() {
		// sys.stdout; when it is None, print does nothing at all.
		w, f, err := t.printTarget()
		if err != nil {
			return Value{}, err
		}
		if w == nil && f.IsNone() {
			return None, nil
		}
		out.w, out.file = w, f
	} else if s, ok := file.obj.(GoStream); ok {
		if out.w = s.GoWriter(); out.w == nil {
			return None, nil
		}
	}
	sep, err := printSep(sepV, "sep", " ")
	if err != nil {
		return Value{}, err
	}
	end, err := printSep(endV, "end", "\n")
	if err != nil {
		return Value{}, err
	}
	for i, a := range args {
		if i > 0 {
			if err := out.write(sep); err != nil {
				return Value{}, err
			}
		}
		if out.w != nil && mayRunCode(a) {
			if err := out.flushBuf(); err != nil {
				return Value{}, err
			}
		}
		s, err := ToStr(t, a)
		if err != nil {
			out.flushBuf()
			return Value{}, err
		}
		if err := out.write(s); err != nil {
			return Value{}, err
		}
	}
	if err := out.write(end); err != nil {
		return Value{}, err
	}
	if out.w != nil {
		if err := out.flushBuf(); err != nil {
			return Value{}, err
		}
	}
	if doFlush {
		if err := out.flush(); err != nil {
			return Value{}, err
		}
	}
	return None, nil
}

// printPlain is print(*args) with no keywords to the run's own stdout:
// the call nearly every program makes, so it appends each argument
// straight to the thread's buffer (an int's digits without a str, an
// ASCII str without scanning it for surrogates) and writes once. done is
// false when sys.stdout is a Python object: the caller takes the long way.
func printPlain(t *Thread, args []Value) (done bool, err error) {
	w, f, err := t.printTarget()
	if err != nil {
		return true, err
	}
	if w == nil {
		// sys.stdout is None: print does nothing; an object: the long way.
		return f.IsNone(), nil
	}
	// The buffer is taken, not shared: an argument's __str__ may print.
	buf := t.printBuf[:0]
	t.printBuf = nil
	for i, a := range args {
		if i > 0 {
			buf = append(buf, ' ')
		}
		switch o := a.obj.(type) {
		case nil:
			buf = strconv.AppendInt(buf, int64(a.num), 10)
			continue
		case *Str:
			if o.ascii == asciiYes {
				buf = append(buf, o.s...)
				continue
			}
		}
		if len(buf) > 0 && mayRunCode(a) {
			// As CPython's print, which writes each piece as it goes:
			// output a __str__ prints lands after what came before it.
			if _, err := w.Write(buf); err != nil {
				t.keepPrintBuf(buf)
				return true, err
			}
			buf = buf[:0]
		}
		s, err := ToStr(t, a)
		if err == nil && hasSurrogates(s) {
			// As the long way: what was printed before this argument
			// is written, then the encoding error.
			_, cerr := encodeUTF8(s, errorsArg{h: ehStrict, name: "strict"})
			err = cerr.toError()
		}
		if err != nil {
			if len(buf) > 0 {
				_, werr := w.Write(buf)
				if werr != nil {
					err = werr
				}
			}
			t.keepPrintBuf(buf)
			return true, err
		}
		buf = append(buf, s...)
	}
	buf = append(buf, '\n')
	_, err = w.Write(buf)
	t.keepPrintBuf(buf)
	return true, err
}

// keepPrintBuf hands buf back to the thread for the next print, unless
// one huge print grew it past what an idle session should hold.
func (t *Thread) keepPrintBuf(buf []byte) {
	if cap(buf) <= maxPrintBuf {
		t.printBuf = buf[:0]
	} else {
		t.printBuf = nil
	}
}

// mayRunCode reports whether str(v) may run Python code (a __str__ or
// __repr__ somewhere inside v), which may itself print.
func mayRunCode(v Value) bool {
	switch v.obj.(type) {
	case nil, floatTag, *Str, noneObject, boolObject:
		return false
	}
	return true
}
