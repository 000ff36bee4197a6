// This file defines the parsing of a format spec, the mini-language of
// format(x, spec) and of f-string replacement fields:
//
//	[[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]
//
// as CPython 3.11's parse_internal_render_format_spec reads it, with its
// error messages. The formatters of each type (format_num.go,
// format_str.go) then check what applies to them.

package runtime

import (
	"strconv"
	"unicode/utf8"
)

// formatSpec is a parsed format spec.
type formatSpec struct {
	fill      string // one character
	align     byte   // '<', '>', '=' or '^'
	sign      byte   // 0, '+', '-' or ' '
	noNegZero bool   // the 'z' option
	alt       bool   // the '#' option
	width     int    // -1 when absent
	// thousands is the grouping separator: 0, ',' or '_'; group is the
	// group size, 3, or 4 for '_' with the b/o/x/X types.
	thousands byte
	group     int
	precision int  // -1 when absent
	typ       rune // 0 when absent
	spec      string
}

// isAlignByte reports whether c is one of the four alignment characters.
func isAlignByte(c rune) bool { return c == '<' || c == '>' || c == '=' || c == '^' }

// parseFormatSpec parses spec for an object of Python type typeName, with
// the type's default type code ('s' for str, 'd' for int, none for float
// and complex) and alignment ('<' for str, '>' for numbers).
// chargeFormat charges the memory a spec's width and precision ask for
// before any text is built: format(5, '1000000000') must end a run on its
// memory budget at once, not after building a gigabyte of padding. Only a
// spec with a run of four or more digits (any non-ASCII character may be
// a Unicode digit, which Python accepts there) is parsed for it.
func chargeFormat(t *Thread, spec string) error {
	run := 0
	long := false
	for i := 0; i < len(spec) && !long; i++ {
		if c := spec[i]; c >= '0' && c <= '9' || c >= 0x80 {
			run++
			long = run >= 4
		} else {
			run = 0
		}
	}
	if !long {
		return nil
	}
	f, err := parseFormatSpec(spec, "", 0, '<')
	if err != nil {
		return nil // the formatting itself reports it
	}
	if n := int64(max(f.width, 0)) + int64(max(f.precision, 0)); n > 4096 {
		return t.Charge(n)
	}
	return nil
}

func parseFormatSpec(spec, typeName string, defaultType rune, defaultAlign byte) (formatSpec, *Error) {
	f := formatSpec{fill: " ", align: defaultAlign, width: -1, precision: -1, typ: defaultType, spec: spec}
	pos := 0
	fillSpecified, alignSpecified := false, false
	// The fill is any one character, recognised by the alignment after it.
	n0 := wtf8Len(spec)
	if len(spec) > n0 && isAlignByte(rune(spec[n0])) {
		f.fill, f.align = spec[:n0], spec[n0]
		fillSpecified, alignSpecified = true, true
		pos = n0 + 1
	} else if len(spec) > 0 && isAlignByte(rune(spec[0])) {
		f.align = spec[0]
		alignSpecified = true
		pos = 1
	}
	if pos < len(spec) && (spec[pos] == '+' || spec[pos] == '-' || spec[pos] == ' ') {
		f.sign = spec[pos]
		pos++
	}
	if pos < len(spec) && spec[pos] == 'z' {
		f.noNegZero = true
		pos++
	}
	if pos < len(spec) && spec[pos] == '#' {
		f.alt = true
		pos++
	}
	if !fillSpecified && pos < len(spec) && spec[pos] == '0' {
		f.fill = "0"
		if !alignSpecified && defaultAlign == '>' {
			f.align = '='
		}
		pos++
	}
	var n int
	var err *Error
	if f.width, n, err = specInteger(spec, &pos); err != nil {
		return f, err
	} else if n == 0 {
		f.width = -1
	}
	if pos < len(spec) && spec[pos] == ',' {
		f.thousands = ','
		pos++
	}
	if pos < len(spec) && spec[pos] == '_' {
		if f.thousands != 0 {
			return f, &Error{Kind: ValueError, Msg: "Cannot specify both ',' and '_'."}
		}
		f.thousands = '_'
		pos++
	}
	if pos < len(spec) && spec[pos] == ',' {
		return f, &Error{Kind: ValueError, Msg: "Cannot specify both ',' and '_'."}
	}
	if pos < len(spec) && spec[pos] == '.' {
		pos++
		if f.precision, n, err = specInteger(spec, &pos); err != nil {
			return f, err
		} else if n == 0 {
			return f, &Error{Kind: ValueError, Msg: "Format specifier missing precision"}
		}
	}
	if pos < len(spec) {
		r, size := decodeWTF8(spec[pos:])
		if pos+size < len(spec) {
			return f, &Error{Kind: ValueError, Msg: "Invalid format specifier '" + spec + "' for object of type '" + typeName + "'"}
		}
		f.typ = r
	}
	if f.thousands != 0 {
		f.group = 3
		switch f.typ {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if f.thousands == '_' {
				f.group = 4
				break
			}
			fallthrough
		default:
			return f, &Error{Kind: ValueError, Msg: "Cannot specify '" + string(rune(f.thousands)) + "' with " + codeForMsg(f.typ) + "."}
		}
	}
	return f, nil
}

// specInteger reads the decimal digits (any Unicode decimal digits, as
// CPython's get_integer) at *pos, returning the value and how many digits
// it read.
func specInteger(spec string, pos *int) (v, n int, err *Error) {
	for *pos < len(spec) {
		r, size := utf8.DecodeRuneInString(spec[*pos:])
		d := -1
		switch {
		case r >= '0' && r <= '9':
			d = int(r - '0')
		case r >= utf8.RuneSelf:
			d = decimalValue(r)
		}
		if d < 0 {
			break
		}
		// CPython's limit is PY_SSIZE_T_MAX.
		if v > (1<<63-1-d)/10 {
			return 0, n, &Error{Kind: ValueError, Msg: "Too many decimal digits in format string"}
		}
		v = v*10 + d
		n++
		*pos += size
	}
	return v, n, nil
}

// codeForMsg quotes a type code as CPython's messages do: 'x' for a
// printable ASCII character, '\x..' in hex otherwise.
func codeForMsg(c rune) string {
	if c > 32 && c < 128 {
		return "'" + string(c) + "'"
	}
	return "'\\x" + strconv.FormatInt(int64(c), 16) + "'"
}

// errUnknownFormatCode is the ValueError for a type code the type does not
// support.
func errUnknownFormatCode(c rune, typeName string) *Error {
	return &Error{Kind: ValueError, Msg: "Unknown format code " + codeForMsg(c) + " for object of type '" + typeName + "'"}
}

// alignPadding returns how many fill characters go left and right of content
// n characters wide, for a width and an alignment ('=' counts as '<'
// here; numbers place their own '=' padding).
func alignPadding(n, width int, align byte) (left, right int) {
	total := n
	if width > n {
		total = width
	}
	switch align {
	case '>':
		left = total - n
	case '^':
		left = (total - n) / 2
	}
	return left, total - n - left
}

// appendFill appends n copies of the fill character.
func appendFill(b []byte, fill string, n int) []byte {
	if fill == " " {
		for n > 0 {
			k := min(n, len(padSpaces))
			b = append(b, padSpaces[:k]...)
			n -= k
		}
		return b
	}
	for ; n > 0; n-- {
		b = append(b, fill...)
	}
	return b
}

// decodeWTF8 returns the first code point of s and its length in bytes,
// reading a lone surrogate (ED A0..BF xx) as one code point; s must not
// be empty.
func decodeWTF8(s string) (rune, int) {
	if len(s) >= 3 && s[0] == 0xED && s[1] >= 0xA0 {
		return rune(s[0]&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return utf8.DecodeRuneInString(s)
}

// wtf8Len returns the length in bytes of the first code point of s (0 for
// an empty s).
func wtf8Len(s string) int {
	if s == "" {
		return 0
	}
	_, n := decodeWTF8(s)
	return n
}

// codePoints returns the number of code points in the WTF-8 string s:
// the bytes that do not continue a sequence.
func codePoints(s string) int { return cpCount(s) }

// prefixCodePoints returns the first n code points of the WTF-8 string s.
func prefixCodePoints(s string, n int) string {
	for i := 0; i < len(s); i++ {
		if s[i]&0xC0 != 0x80 {
			if n == 0 {
				return s[:i]
			}
			n--
		}
	}
	return s
}
