package frontend

// This file writes constants the way CPython 3.11's repr() does, for Dump:
// str (unicode_repr), bytes (bytes_repr), float (float_repr, the shortest
// string that reads back to the same float), complex (complex_repr) and
// the rest.

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

const lowerHex = "0123456789abcdef"

// ReprStr returns Python's repr of the str s: single quotes unless s holds
// a single quote and no double quote; backslash escapes for the quote,
// the backslash, \t \n \r, and \xNN, \uNNNN or \UNNNNNNNN for every
// character str.isprintable rejects. A lone surrogate (see Str) prints as
// its \uNNNN escape.
func ReprStr(s Str) string {
	quote := byte('\'')
	if strings.IndexByte(string(s), '\'') >= 0 && strings.IndexByte(string(s), '"') < 0 {
		quote = '"'
	}
	b := make([]byte, 0, len(s)+2)
	b = append(b, quote)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == quote || c == '\\':
				b = append(b, '\\', c)
			case c == '\t':
				b = append(b, '\\', 't')
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c < ' ' || c == 0x7f:
				b = append(b, '\\', 'x', lowerHex[c>>4], lowerHex[c&0xf])
			default:
				b = append(b, c)
			}
			continue
		}
		r, size := decodeWTF8(string(s[i:]))
		if isStrPrintable(r) {
			b = append(b, s[i:i+size]...)
		} else {
			b = appendRuneEscape(b, r)
		}
		i += size
	}
	b = append(b, quote)
	return string(b)
}

// decodeWTF8 decodes the first character of s, which may be a surrogate
// in its 3-byte generalized UTF-8 form.
func decodeWTF8(s string) (rune, int) {
	if len(s) >= 3 && s[0] == 0xED && s[1] >= 0xA0 && s[1] <= 0xBF && s[2] >= 0x80 && s[2] <= 0xBF {
		return rune(s[0]&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return utf8.DecodeRuneInString(s)
}

// appendRuneEscape appends \xNN, \uNNNN or \UNNNNNNNN for r, the shortest
// that fits, as unicode_repr does.
func appendRuneEscape(b []byte, r rune) []byte {
	switch {
	case r < 0x100:
		return append(b, '\\', 'x', lowerHex[r>>4], lowerHex[r&0xf])
	case r < 0x10000:
		b = append(b, '\\', 'u')
		for shift := 12; shift >= 0; shift -= 4 {
			b = append(b, lowerHex[(r>>shift)&0xf])
		}
		return b
	}
	b = append(b, '\\', 'U')
	for shift := 28; shift >= 0; shift -= 4 {
		b = append(b, lowerHex[(r>>shift)&0xf])
	}
	return b
}

// isStrPrintable reports whether CPython's str.isprintable holds for r (by
// CPython's own Unicode tables, see repr_printable_gen.go).
func isStrPrintable(r rune) bool {
	if r < 0x7f {
		return r >= ' '
	}
	lo, hi := 0, len(nonPrintable)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case r < nonPrintable[m][0]:
			hi = m
		case r > nonPrintable[m][1]:
			lo = m + 1
		default:
			return false
		}
	}
	return true
}

// reprBytes returns Python's repr of a bytes value.
func reprBytes(s Bytes) string {
	quote := byte('\'')
	if strings.IndexByte(string(s), '\'') >= 0 && strings.IndexByte(string(s), '"') < 0 {
		quote = '"'
	}
	b := make([]byte, 0, len(s)+3)
	b = append(b, 'b', quote)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == quote || c == '\\':
			b = append(b, '\\', c)
		case c == '\t':
			b = append(b, '\\', 't')
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c < ' ' || c >= 0x7f:
			b = append(b, '\\', 'x', lowerHex[c>>4], lowerHex[c&0xf])
		default:
			b = append(b, c)
		}
	}
	b = append(b, quote)
	return string(b)
}

// ReprValue returns Python's repr of a constant Value: None, True, False,
// ints, floats, complex numbers, str, bytes and Ellipsis.
func ReprValue(v Value) string {
	switch v := v.(type) {
	case NoneValue:
		return "None"
	case EllipsisValue:
		return "Ellipsis"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(v, 10)
	case *big.Int:
		return v.String()
	case float64:
		return string(appendFloatRepr(nil, v, true, false))
	case complex128:
		return reprComplex(v)
	case Str:
		return ReprStr(v)
	case Bytes:
		return reprBytes(v)
	case nil:
		return "None"
	}
	return "<unknown constant>"
}

// reprComplex follows complex_repr: a bare imaginary part when the real
// part is +0, else "(re±imj)"; neither part gets a ".0".
func reprComplex(c complex128) string {
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		return string(appendFloatRepr(nil, im, false, false)) + "j"
	}
	b := []byte{'('}
	b = appendFloatRepr(b, re, false, false)
	b = appendFloatRepr(b, im, false, true)
	return string(append(b, 'j', ')'))
}

// appendFloatRepr appends CPython's repr-style form of f (format code 'r'
// of PyOS_double_to_string): the shortest digits that read back to f, in
// positional notation when the decimal exponent is in [-4, 16), else in
// exponent notation with a signed exponent of at least two digits. addDot0
// appends ".0" to integral values (Py_DTSF_ADD_DOT_0); sign writes a '+'
// before values that are not negative (Py_DTSF_SIGN).
func appendFloatRepr(b []byte, f float64, addDot0, sign bool) []byte {
	switch {
	case math.IsNaN(f):
		if sign {
			b = append(b, '+')
		}
		return append(b, "nan"...)
	case math.IsInf(f, 0):
		if f < 0 {
			return append(b, "-inf"...)
		}
		if sign {
			b = append(b, '+')
		}
		return append(b, "inf"...)
	}
	if math.Signbit(f) {
		b = append(b, '-')
		f = -f
	} else if sign {
		b = append(b, '+')
	}
	if f == 0 {
		if addDot0 {
			return append(b, "0.0"...)
		}
		return append(b, '0')
	}
	// The shortest digits, as d.ddde±x: split into digits and the decimal
	// point position decpt (the value is 0.digits × 10^decpt).
	var tmp [32]byte
	e := strconv.AppendFloat(tmp[:0], f, 'e', -1, 64)
	mant, exp := e, 0
	if k := strings.IndexByte(string(e), 'e'); k >= 0 {
		mant = e[:k]
		x, _ := strconv.Atoi(string(e[k+1:]))
		exp = x
	}
	var digitBuf [24]byte
	digits := append(digitBuf[:0], mant[0])
	if len(mant) > 2 {
		digits = append(digits, mant[2:]...)
	}
	decpt := exp + 1
	if decpt <= -4 || decpt > 16 {
		b = append(b, digits[0])
		if len(digits) > 1 {
			b = append(b, '.')
			b = append(b, digits[1:]...)
		}
		b = append(b, 'e')
		x := decpt - 1
		if x < 0 {
			b = append(b, '-')
			x = -x
		} else {
			b = append(b, '+')
		}
		if x < 10 {
			b = append(b, '0')
		}
		return strconv.AppendInt(b, int64(x), 10)
	}
	switch {
	case decpt <= 0:
		b = append(b, '0', '.')
		for i := decpt; i < 0; i++ {
			b = append(b, '0')
		}
		b = append(b, digits...)
	case decpt >= len(digits):
		b = append(b, digits...)
		for i := len(digits); i < decpt; i++ {
			b = append(b, '0')
		}
		if addDot0 {
			b = append(b, '.', '0')
		}
	default:
		b = append(b, digits[:decpt]...)
		b = append(b, '.')
		b = append(b, digits[decpt:]...)
	}
	return b
}
