// This file parses struct format strings into a layout: the byte order,
// the total size, and the codes with their offsets. Native mode ('@', the
// default) uses the sizes and alignment of x86-64 Linux, as CPython built
// there does; the other modes use the standard sizes without alignment.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// structError is struct.error.
var structError = runtime.NewNativeExceptionType("error", "struct", runtime.ExceptionType)

// errStruct returns struct.error(msg).
func errStruct(msg string) error {
	return runtime.NewException(structError, runtime.MakeStr(msg))
}

// structCode is one run of a format: count items of code at offset, each
// size bytes; for 's' and 'p' it is a single item of size bytes.
type structCode struct {
	code   byte
	offset int
	size   int
	count  int
}

// structLayout is a parsed format string.
type structLayout struct {
	format string
	big    bool // big-endian
	native bool // '@': native sizes and alignment
	size   int
	nitems int
	codes  []structCode
}

// structSize returns the size of a format code in native or standard
// mode, 0 for a code the mode lacks.
func structSize(c byte, native bool) int {
	switch c {
	case 'x', 'c', 'b', 'B', '?', 's', 'p':
		return 1
	case 'h', 'H', 'e':
		return 2
	case 'i', 'I', 'f':
		return 4
	case 'q', 'Q', 'd':
		return 8
	case 'l', 'L':
		if native {
			return 8
		}
		return 4
	case 'n', 'N', 'P':
		if native {
			return 8
		}
	}
	return 0
}

// maxStructSize bounds a layout's size, as Py_ssize_t does in CPython.
const maxStructSize = 1<<63 - 1

// parseStructFormat parses a format string.
func parseStructFormat(format string) (*structLayout, error) {
	l := &structLayout{format: format, native: true}
	s := format
	if len(s) > 0 {
		switch s[0] {
		case '@':
			s = s[1:]
		case '=', '<':
			l.native = false
			s = s[1:]
		case '>', '!':
			l.native, l.big = false, true
			s = s[1:]
		}
	}
	tooLong := func() error { return errStruct("total struct size too long") }
	size, nitems := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			continue
		}
		num := 1
		if '0' <= c && c <= '9' {
			num = int(c - '0')
			for i++; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
				if num > (maxStructSize-9)/10 {
					return nil, tooLong()
				}
				num = num*10 + int(s[i]-'0')
			}
			if i >= len(s) {
				return nil, errStruct("repeat count given without format specifier")
			}
			c = s[i]
		}
		itemSize := structSize(c, l.native)
		if itemSize == 0 {
			return nil, errStruct("bad char in struct format")
		}
		if l.native && itemSize > 1 {
			size = (size + itemSize - 1) / itemSize * itemSize
		}
		switch c {
		case 's', 'p':
			l.codes = append(l.codes, structCode{code: c, offset: size, size: num, count: 1})
			if num > maxStructSize-size {
				return nil, tooLong()
			}
			size += num
			nitems++
		case 'x':
			if num > maxStructSize-size {
				return nil, tooLong()
			}
			size += num
		default:
			if num > (maxStructSize-size)/itemSize {
				return nil, tooLong()
			}
			if num > 0 {
				l.codes = append(l.codes, structCode{code: c, offset: size, size: itemSize, count: num})
			}
			size += num * itemSize
			nitems += num
		}
	}
	l.size, l.nitems = size, nitems
	return l, nil
}

// structFormatArg returns the text of a format argument: a str or bytes.
func structFormatArg(v runtime.Value) (string, error) {
	if s, ok := runtime.AsStr(v); ok {
		return s, nil
	}
	if v.Type() == runtime.BytesType {
		b, _ := runtime.AsBytes(v)
		return b, nil
	}
	return "", runtime.Errorf(runtime.TypeError, "Struct() argument 1 must be a str or bytes object, not %s", v.TypeName())
}
