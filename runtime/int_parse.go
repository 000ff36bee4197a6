// This file defines int(s, base): the parsing of a Python str as an int,
// with CPython 3.11's rules for whitespace, signs, base prefixes,
// underscores, Unicode digits and the limit on decimal digits, and the
// text preparation that float() and complex() share with it.

package runtime

import (
	"math/big"
	"math/bits"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParseInt returns int(s, base) for a str s. base is 0 (the base comes
// from a 0b/0o/0x prefix, else 10) or 2 to 36. maxDigits is the limit on
// decimal digits for bases that are not powers of two (0: no limit).
func ParseInt(s string, base, maxDigits int) (Int, *Error) {
	if base != 0 && (base < 2 || base > 36) {
		return Int{}, &Error{Kind: ValueError, Msg: "int() base must be >= 2 and <= 36, or 0"}
	}
	v, ok, err := parseIntASCII(numASCII(s), base, maxDigits)
	if err != nil {
		return Int{}, err
	}
	if !ok {
		return Int{}, Errorf(ValueError, "invalid literal for int() with base %d: %s", base, truncRunes(reprStrForNum(s), 200))
	}
	return v, nil
}

// digitValue maps an ASCII byte to its value as a digit in bases up to
// 36, and every other byte to 37.
var digitValue = func() (t [256]uint8) {
	for i := range t {
		t[i] = 37
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = uint8(c - '0')
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = uint8(c-'a') + 10
		t[c-'a'+'A'] = uint8(c-'a') + 10
	}
	return t
}()

// isASCIISpace reports whether c is one of the six ASCII whitespace bytes
// C's isspace accepts (Py_ISSPACE).
func isASCIISpace(c byte) bool {
	return c == ' ' || c >= '\t' && c <= '\r'
}

// parseIntASCII parses s (already made ASCII by numASCII) as
// PyLong_FromString does. ok is false when s is not a valid literal; err
// is set only for the digit limit, which CPython checks before the rest of
// the syntax.
func parseIntASCII(s string, base, maxDigits int) (v Int, ok bool, err *Error) {
	i, n := 0, len(s)
	for i < n && isASCIISpace(s[i]) {
		i++
	}
	neg := false
	if i < n && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	zeroOnly := false // an old-style octal literal like "010", valid only when zero
	if base == 0 {
		switch {
		case i >= n || s[i] != '0':
			base = 10
		case i+1 < n && (s[i+1] == 'x' || s[i+1] == 'X'):
			base = 16
		case i+1 < n && (s[i+1] == 'o' || s[i+1] == 'O'):
			base = 8
		case i+1 < n && (s[i+1] == 'b' || s[i+1] == 'B'):
			base = 2
		default:
			zeroOnly = true
			base = 10
		}
	}
	if i+1 < n && s[i] == '0' {
		c := s[i+1] | 0x20
		if base == 16 && c == 'x' || base == 8 && c == 'o' || base == 2 && c == 'b' {
			i += 2
			// One underscore may follow the prefix.
			if i < n && s[i] == '_' {
				i++
			}
		}
	}
	if i < n && s[i] == '_' {
		return Int{}, false, nil
	}
	start := i
	digits := 0
	prev := byte(0)
	for i < n && (int(digitValue[s[i]]) < base || s[i] == '_') {
		if s[i] == '_' {
			if prev == '_' {
				return Int{}, false, nil
			}
		} else {
			digits++
		}
		prev = s[i]
		i++
	}
	if prev == '_' {
		return Int{}, false, nil
	}
	if base&(base-1) != 0 && maxDigits > 0 && digits > maxDigits {
		return Int{}, false, Errorf(ValueError, "Exceeds the limit (%d digits) for integer string conversion: "+
			"value has %d digits; use sys.set_int_max_str_digits() to increase the limit", maxDigits, digits)
	}
	if i == start {
		return Int{}, false, nil
	}
	body := s[start:i]
	for i < n && isASCIISpace(s[i]) {
		i++
	}
	if i != n {
		return Int{}, false, nil
	}
	v = digitsToInt(body, digits, base, neg)
	if zeroOnly && !v.IsZero() {
		return Int{}, false, nil
	}
	return v, true, nil
}

// digitsToInt converts a checked run of digits and single underscores.
func digitsToInt(body string, digits, base int, neg bool) Int {
	// 12 base-36 digits fit in 63 bits; fewer digits in smaller bases too.
	if digits <= 12 {
		var u uint64
		for j := 0; j < len(body); j++ {
			if body[j] != '_' {
				u = u*uint64(base) + uint64(digitValue[body[j]])
			}
		}
		if neg {
			return Int{small: -int64(u)}
		}
		return Int{small: int64(u)}
	}
	var acc uint64
	ok := true
	for j := 0; j < len(body) && ok; j++ {
		if body[j] == '_' {
			continue
		}
		hi, lo := bits.Mul64(acc, uint64(base))
		lo, carry := bits.Add64(lo, uint64(digitValue[body[j]]), 0)
		acc, ok = lo, hi == 0 && carry == 0
	}
	if ok {
		if neg {
			if acc <= 1<<63 {
				return Int{small: int64(-acc)}
			}
		} else {
			return makeIntUint64(acc)
		}
	}
	clean := body
	if strings.IndexByte(body, '_') >= 0 {
		clean = strings.ReplaceAll(body, "_", "")
	}
	b, _ := new(big.Int).SetString(clean, base)
	if neg {
		b.Neg(b)
	}
	return IntFromBig(b)
}

// numASCII returns s with every non-ASCII character replaced as CPython's
// _PyUnicode_TransformDecimalAndSpaceToASCII does before int(), float()
// and complex() parse a str: Unicode whitespace becomes ' ', a Unicode
// decimal digit becomes its ASCII digit, anything else becomes '?' (which
// no number syntax accepts).
func numASCII(s string) string {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, i, len(s))
	copy(b, s)
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			b = append(b, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case size == 1:
			// A lone surrogate (WTF-8) or a stray byte: not a digit.
			b = append(b, '?')
		case isUnicodeSpace(r):
			b = append(b, ' ')
		default:
			if d := decimalValue(r); d >= 0 {
				b = append(b, byte('0'+d))
			} else {
				b = append(b, '?')
			}
		}
	}
	return string(b)
}

// isUnicodeSpace reports whether a non-ASCII rune is whitespace for
// str.isspace (Unicode White_Space, as CPython 3.11 defines it).
func isUnicodeSpace(r rune) bool {
	switch r {
	case 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// decimalValue returns the decimal digit value of a non-ASCII rune, or -1
// when it is not a decimal digit.
func decimalValue(r rune) int {
	// Find the last run start <= r.
	k := sort.Search(len(decimalZeros), func(i int) bool { return decimalZeros[i] > r }) - 1
	if k >= 0 && r-decimalZeros[k] < 10 {
		return int(r - decimalZeros[k])
	}
	return -1
}

// truncRunes returns s cut to at most n code points, as the %.200R of
// CPython's error messages does.
func truncRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// reprStrForNum returns repr(s) for the messages of int(), float() and
// complex(). It follows CPython's rules (quote choice, \t \n \r \\ and
// \x/\u/\U escapes for what str.isprintable rejects) with Go's Unicode
// tables; the str helpers' repr, built on CPython's own tables, should
// replace it once it exists.
func reprStrForNum(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	const hexDigits = "0123456789abcdef"
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
			case c < 0x20 || c == 0x7f:
				b = append(b, '\\', 'x', hexDigits[c>>4], hexDigits[c&15])
			default:
				b = append(b, c)
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if size == 1 && c == 0xED && i+2 < len(s) {
			// A lone surrogate in WTF-8: ED A0..BF 80..BF.
			r, size = rune(c&0x0F)<<12|rune(s[i+1]&0x3F)<<6|rune(s[i+2]&0x3F), 3
		}
		if unicode.IsPrint(r) && size > 1 && (r < 0xD800 || r > 0xDFFF) {
			b = append(b, s[i:i+size]...)
		} else {
			switch {
			case r <= 0xFF:
				b = append(b, '\\', 'x')
			case r <= 0xFFFF:
				b = append(b, '\\', 'u', hexDigits[r>>12&15], hexDigits[r>>8&15])
			default:
				b = append(b, '\\', 'U', hexDigits[r>>28&15], hexDigits[r>>24&15], hexDigits[r>>20&15],
					hexDigits[r>>16&15], hexDigits[r>>12&15], hexDigits[r>>8&15])
			}
			b = append(b, hexDigits[r>>4&15], hexDigits[r&15])
		}
		i += size
	}
	b = append(b, quote)
	return string(b)
}
